-- Editorial content: blogs, FAQs, careers, legal pages, help centre, packages, rates, queue item.
CREATE TABLE blog_posts (
  id INTEGER NOT NULL,
  lang TEXT NOT NULL,
  slug TEXT NOT NULL,
  title TEXT NOT NULL,
  excerpt TEXT NOT NULL,
  body TEXT NOT NULL,
  author TEXT NOT NULL,
  cover_path TEXT NOT NULL,
  published_at TEXT NOT NULL,
  read_minutes INTEGER NOT NULL,
  views INTEGER NOT NULL,
  PRIMARY KEY (id, lang)
);
CREATE INDEX blog_posts_lang_idx ON blog_posts (lang, published_at);

CREATE TABLE faqs (
  id INTEGER NOT NULL,
  lang TEXT NOT NULL,
  question TEXT NOT NULL,
  answer TEXT NOT NULL,
  topic TEXT NOT NULL,
  PRIMARY KEY (id, lang)
);

CREATE TABLE careers (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  department TEXT NOT NULL,
  location TEXT NOT NULL,
  employment_type TEXT NOT NULL,
  description TEXT NOT NULL,
  requirements TEXT NOT NULL,
  posted_at TEXT NOT NULL,
  is_open INTEGER NOT NULL
);

CREATE TABLE job_applications (
  id TEXT PRIMARY KEY,
  career_id INTEGER NOT NULL REFERENCES careers (id),
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  cover_letter TEXT NOT NULL,
  file_path TEXT NOT NULL,
  file_type TEXT NOT NULL,
  file_size INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX job_applications_career_idx ON job_applications (career_id);

CREATE TABLE legal_contents (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  sections TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE help_topics (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  sort_order INTEGER NOT NULL
);

CREATE TABLE help_articles (
  id INTEGER PRIMARY KEY,
  topic_id INTEGER NOT NULL REFERENCES help_topics (id),
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  search_text TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX help_articles_topic_idx ON help_articles (topic_id);

CREATE TABLE subscription_packages (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  price_usd DOUBLE PRECISION NOT NULL,
  period TEXT NOT NULL,
  features TEXT NOT NULL,
  highlighted INTEGER NOT NULL
);

CREATE TABLE exchange_rates (
  code TEXT PRIMARY KEY,
  rate DOUBLE PRECISION NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE qms_items (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  waiting_customers INTEGER NOT NULL,
  average_wait_minutes INTEGER NOT NULL,
  cta_label TEXT NOT NULL
);
