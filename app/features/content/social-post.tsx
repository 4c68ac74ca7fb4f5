import type { SocialPost as Post } from "../../../contract/pages.ts";
import { formatNumber } from "../../lib/number-format";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { likeToggled, selectIsLiked } from "../../store/slices/likes-slice";
import { selectIsRehydrated } from "../../store/slices/rehydration-slice";
import { Icon } from "../../ui/icon";
import { formatDate, paragraphs } from "./format";
import styles from "./social-post.module.css";

const NETWORKS: Record<Post["network"], { href: string; read: string }> = {
  telegram: { href: "https://t.me/leasingauto", read: "Читать в Telegram" },
  vk: { href: "https://vk.com/leasingauto", read: "Читать во ВКонтакте" },
  dzen: { href: "https://dzen.ru/leasingauto", read: "Читать в Дзене" },
};

/**
 * «Нравится» of one post. The visitor's own like lives in the persisted `likes` map (localStorage), which is
 * read only after hydration: until then the server's and the browser's first render agree on «not liked».
 */
export function LikeButton({ post }: { post: Post }) {
  const dispatch = useAppDispatch();
  const rehydrated = useAppSelector(selectIsRehydrated);
  const liked = useAppSelector((state) => selectIsLiked(state, post.id)) && rehydrated;
  const count = post.likes + (liked ? 1 : 0);
  return (
    <button type="button" className={styles.like} aria-pressed={liked} onClick={() => dispatch(likeToggled(post.id))}>
      <Icon name="heart" size={20} className={styles.heart} />
      <span>Нравится</span>
      <span className={styles.likeCount}>
        <span className="visually-hidden">, всего </span>
        {formatNumber(count)}
      </span>
    </button>
  );
}

export function SocialPost({ post, highlighted = false }: { post: Post; highlighted?: boolean }) {
  const titleId = `post-${post.id}-title`;
  return (
    <article
      id={`post-${post.id}`}
      className={`${styles.post} ${highlighted ? styles.highlighted : ""}`}
      aria-labelledby={titleId}
    >
      <header className={styles.head}>
        <span className={`${styles.network} ${styles[post.network]}`}>{post.networkTitle}</span>
        <time dateTime={post.date} className={styles.date}>
          {formatDate(post.date)}
        </time>
      </header>
      <h2 id={titleId} className={styles.title}>
        {post.title}
      </h2>
      <div className={styles.text}>
        {paragraphs(post.text).map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      <footer className={styles.foot}>
        <LikeButton post={post} />
        <a href={NETWORKS[post.network].href} target="_blank" rel="noopener" className={styles.source}>
          {NETWORKS[post.network].read}
          <span className="visually-hidden"> (откроется в новой вкладке)</span>
        </a>
      </footer>
    </article>
  );
}
