/** The reader's own root component, which samples render inside a provider. */
export declare function App(): JSX.Element;
