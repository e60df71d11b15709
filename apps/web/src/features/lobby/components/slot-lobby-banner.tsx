import { Skeleton } from '@mantine/core';
import type { Slider } from '@lale/contract/methods/cms';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouteLink } from '../../../shared/ui/route-link.tsx';
import { useSlotBanner } from '../api/get-ic-slider.ts';
import classes from './slot-lobby-banner.module.css';

const ROTATE_MS = 6000;

/** The slot lobby's banner (cms getIcSlider, type slot): one offer at a time, turning. */
export function SlotLobbyBanner() {
  const { data, isPending } = useSlotBanner();
  if (isPending) return <Skeleton className={classes.banner} radius="lg" />;
  if (!data?.length) return null;
  return <Banner slides={data} />;
}

function Banner({ slides }: { slides: Slider[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || slides.length < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % slides.length), ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [paused, slides.length]);
  const slide = slides[index % slides.length] as Slider;
  const body = (
    <>
      {/* The lobby's largest image: the server renders it, and it loads before the cards'. */}
      <img
        src={slide.image}
        alt=""
        className={classes.image}
        width={1200}
        height={400}
        fetchPriority="high"
      />
      <span className={classes.shade} />
      <span className={classes.text}>
        <span className={classes.title}>{slide.title}</span>
        <span className={classes.description}>{slide.description}</span>
      </span>
    </>
  );
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('lobbyBanner.label')}
      className={classes.banner}
      data-testid="slot-lobby-banner"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {slide.link ? (
        <RouteLink href={slide.link} className={classes.link}>
          {body}
        </RouteLink>
      ) : (
        <div className={classes.link}>{body}</div>
      )}
      {slides.length > 1 ? (
        <div className={classes.dots}>
          {slides.map((item, i) => (
            <button
              type="button"
              key={item.id}
              className={classes.dot}
              aria-label={t('home.slideN', { n: i + 1, total: slides.length })}
              aria-current={i === index % slides.length}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
