import Link from "next/link";
import { Search, PanelLeft, ChevronRight, ChevronDown } from "lucide-react";
import { SECTIONS } from "./nav";
import "./bare.css";

export const metadata = { title: "Bare Next baseline" };

/** 13 sections × 10 links with icons and a top bar: the shape of the Growth OS shell, nothing else. */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>
        <div className="frame">
          <nav className="sidebar" aria-label="Main navigation">
            <Link href="/" className="brand">
              Bare Next
            </Link>
            {SECTIONS.map((section) => (
              <details key={section.key} className="section">
                <summary>
                  <section.Icon aria-hidden className="icon" />
                  <span>
                    {section.label}
                    <small>{section.tagline}</small>
                  </span>
                  <ChevronRight aria-hidden className="icon" />
                </summary>
                <ul>
                  {section.links.map((link) => (
                    <li key={link.href}>
                      <Link href={link.href}>
                        <link.Icon aria-hidden className="icon" />
                        <span>{link.label}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            ))}
          </nav>
          <div className="main">
            <header className="topbar">
              <button type="button" aria-label="Toggle sidebar">
                <PanelLeft aria-hidden className="icon" />
              </button>
              <label className="search">
                <Search aria-hidden className="icon" />
                <input type="search" placeholder="Search pages" />
              </label>
              <button type="button" className="brand-switch">
                Demo brand <ChevronDown aria-hidden className="icon" />
              </button>
              <span className="avatar" aria-label="Account">
                DA
              </span>
            </header>
            <main>{children}</main>
          </div>
        </div>
      </body>
    </html>
  );
}
