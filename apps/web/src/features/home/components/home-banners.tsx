import { useTranslation } from 'react-i18next';
import { useSideSlides } from '../api/get-side-slides.ts';
import { HeroSlider } from './hero-slider.tsx';
import { SideSlider } from './side-slider.tsx';
import classes from './home-banners.module.css';

/**
 * The top of the home page: the main slider with the left (sol) and right (sag) banners
 * beside it on a desktop, and below it on a phone. A side without live slides takes no room.
 */
export function HomeBanners() {
  const { t } = useTranslation();
  const { data, isPending } = useSideSlides();
  const left = data?.left ?? [];
  const right = data?.right ?? [];
  const layout = [
    classes.banners,
    !isPending && !left.length ? classes.noLeft : '',
    !isPending && !right.length ? classes.noRight : '',
  ].join(' ');
  return (
    <div className={layout} data-testid="home-banners">
      <div className={classes.main}>
        <HeroSlider />
      </div>
      <div className={classes.left}>
        <SideSlider
          slides={left}
          pending={isPending}
          label={t('sideBanners.left')}
          testId="side-slider-left"
        />
      </div>
      <div className={classes.right}>
        <SideSlider
          slides={right}
          pending={isPending}
          label={t('sideBanners.right')}
          testId="side-slider-right"
        />
      </div>
    </div>
  );
}
