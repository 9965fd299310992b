import type { HomeContent, Slide } from '../../../contract/content.ts';
import type { Db } from '../db.ts';

export async function slides(db: Db): Promise<Slide[]> {
  const rows = await db.query<{ id: string; image: string; type: Slide['type']; file_type: string }>(
    'SELECT id, image, type, file_type FROM banners ORDER BY sort_order',
  );
  return rows.map((row) => ({ _id: row.id, image: row.image, type: row.type, fileType: row.file_type }));
}

/** The home page's content (statistics, cities, app links and the dynamic tiles) in one query. */
export async function homeContent(db: Db): Promise<HomeContent> {
  const [row] = await db.query<{
    statistics: HomeContent['ContentData']['statistics'];
    served: string[];
    coming_soon: string[];
    android: string;
    ios: string;
    dynamic_content: HomeContent['dynamicContent'];
  }>(
    `SELECT
       (SELECT COALESCE(json_agg(json_build_object('count', count, 'title', title, 'description', description)
                                 ORDER BY sort_order), '[]'::json) FROM statistics) AS statistics,
       (SELECT COALESCE(json_agg(name ORDER BY sort_order) FILTER (WHERE served), '[]'::json) FROM cities) AS served,
       (SELECT COALESCE(json_agg(name ORDER BY sort_order) FILTER (WHERE NOT served), '[]'::json) FROM cities) AS coming_soon,
       COALESCE((SELECT value FROM settings WHERE key = 'app_link_android'), '') AS android,
       COALESCE((SELECT value FROM settings WHERE key = 'app_link_ios'), '') AS ios,
       (SELECT COALESCE(json_agg(json_build_object('key', key, 'image', image, 'title', title, 'desc', description,
                                                   'type', type) ORDER BY key), '[]'::json)
        FROM dynamic_content) AS dynamic_content`,
  );
  if (!row) throw new Error('the home content query returned no row');
  return {
    ContentData: {
      statistics: row.statistics,
      citiesServed: row.served,
      comingSoonCities: row.coming_soon,
      appLinks: { android: row.android, ios: row.ios },
    },
    dynamicContent: row.dynamic_content,
  };
}
