import React, { Fragment, type ReactNode } from 'react';
import { formatLongDate, parseAuthors } from './parseAuthors';
import styles from './styles.module.css';

export interface AuthorsProps {
  /** "Jane, [Sam](https://…)" or a list of such entries. */
  authors?: string | string[];
  /** An ISO date such as 2024-11-02. */
  date?: string;
}

/** A byline: who wrote the page, and when. Renders nothing without either. */
export default function Authors({ authors, date }: AuthorsProps): ReactNode {
  const people = parseAuthors(authors);
  const day = date ? formatLongDate(date) : undefined;
  if (people.length === 0 && !day) return null;
  return (
    <p className={styles.byline}>
      {day && <time dateTime={date}>{day}</time>}
      {day && people.length > 0 && <span aria-hidden="true"> · </span>}
      {people.length > 0 && (
        <span>
          By{' '}
          {people.map((person, index) => (
            <Fragment key={`${person.text}-${index}`}>
              {index > 0 && (index === people.length - 1 ? ' and ' : ', ')}
              {person.url ? (
                <a href={person.url} target="_blank" rel="noopener noreferrer">
                  {person.text}
                </a>
              ) : (
                person.text
              )}
            </Fragment>
          ))}
        </span>
      )}
    </p>
  );
}
