import { FacebookIcon, InstagramIcon, YouTubeIcon } from '@/components/ui/icons';
import { shop, type SocialNetwork } from '@/config/shop';
import { SHELL_MESSAGES as M } from '@/words/site-messages';

const ICONS: Record<SocialNetwork, typeof InstagramIcon> = {
  Instagram: InstagramIcon,
  Facebook: FacebookIcon,
  YouTube: YouTubeIcon,
};

/** The shop's social profiles (config/shop.ts), as round icon links. */
export function SocialLinks({ className = '' }: { className?: string }) {
  return (
    <ul className={`social-links ${className}`} aria-label={M.followUs}>
      {shop.social.map((network) => {
        const Icon = ICONS[network.name];
        return (
          <li key={network.name}>
            <a
              href={network.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={M.socialLink(network.name)}
            >
              <Icon />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
