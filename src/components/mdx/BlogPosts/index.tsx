import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Authors from '../Authors';
import styles from './styles.module.css';

export interface BlogPost {
  path: string;
  title: string;
  authors?: string | string[];
  date?: string;
  description?: string;
}

/**
 * A list of blog posts, newest first. This site publishes no blog yet (spec
 * §2.12), so the list is empty and renders nothing until posts are passed in.
 */
export default function BlogPosts({ posts = [] }: { posts?: BlogPost[] }): ReactNode {
  if (posts.length === 0) return null;
  const newestFirst = [...posts].sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));
  return (
    <ul className={styles.posts}>
      {newestFirst.map((post) => (
        <li key={post.path} className={styles.post}>
          <Link className={styles.title} to={post.path}>
            {post.title}
          </Link>
          <Authors authors={post.authors} date={post.date} />
          {post.description && <p className={styles.description}>{post.description}</p>}
        </li>
      ))}
    </ul>
  );
}
