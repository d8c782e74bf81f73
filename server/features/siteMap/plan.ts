/**
 * The demo's plan of Muzdalifah (ours: the spec shows no geometry, and the portal has no survey to draw from): the
 * demo squares laid out as a grid of blocks inside Muzdalifah (shared/site.ts SITE_AREAS), west to east and north
 * to south in the order of their numbers, with roads between them; each square's camps as plots in two rows inside
 * it, under a strip kept clear for the square's name. Pure and deterministic: the same squares and camps give the
 * same plan, so the seed is reproducible and the tests can recompute it.
 */
import { polygon, type Polygon } from '../../../shared/siteMap';

/** The ground the blocks are laid on (WGS 84): inside Muzdalifah's outline, east of the Mashʿar al-Ḥarām mosque. */
export const PLAN_BOX = { west: 39.904, east: 39.936, south: 21.379, north: 21.394 } as const;
/** Blocks per row of the grid. */
export const PLAN_COLUMNS = 4;
/** The roads between blocks and the paths between plots, in degrees. */
const ROAD = { lon: 0.0006, lat: 0.0005 };
const PATH = { lon: 0.00012, lat: 0.0001 };
/** The share of a block's height kept clear at its top for the square's name. */
const NAME_STRIP = 0.26;
/** Plots stand in two rows. */
const PLOT_ROWS = 2;

export interface PlanSquare {
  /** its place on the plan (0 = the first block, north-west) */
  index: number;
  /** the square's camps in the plans' order; a camp `drawn: false` keeps its plot empty (not surveyed yet) */
  camps: ReadonlyArray<{ id: number; drawn: boolean }>;
  /** how many blocks the plan has (for the grid's rows) */
  of: number;
}

export interface PlanOutlines {
  square: Polygon;
  camps: Array<{ id: number; geometry: Polygon }>;
}

/** One square's block and its camps' plots. */
export function planSquare({ index, camps, of }: PlanSquare): PlanOutlines {
  const rows = Math.max(1, Math.ceil(of / PLAN_COLUMNS));
  const blockW = (PLAN_BOX.east - PLAN_BOX.west - ROAD.lon * (PLAN_COLUMNS - 1)) / PLAN_COLUMNS;
  const blockH = (PLAN_BOX.north - PLAN_BOX.south - ROAD.lat * (rows - 1)) / rows;
  const col = index % PLAN_COLUMNS;
  const row = Math.floor(index / PLAN_COLUMNS);
  const west = PLAN_BOX.west + col * (blockW + ROAD.lon);
  const north = PLAN_BOX.north - row * (blockH + ROAD.lat);
  const square = polygon([
    [west, north],
    [west + blockW, north],
    [west + blockW, north - blockH],
    [west, north - blockH],
  ]);
  // the plots fill the block below its name strip, inset by a path on every side
  const top = north - blockH * NAME_STRIP;
  const bottom = north - blockH + PATH.lat;
  const left = west + PATH.lon;
  const right = west + blockW - PATH.lon;
  const perRow = Math.max(1, Math.ceil(camps.length / PLOT_ROWS));
  const plotW = (right - left - PATH.lon * (perRow - 1)) / perRow;
  const plotH = (top - bottom - PATH.lat * (PLOT_ROWS - 1)) / PLOT_ROWS;
  const plots = camps.flatMap((camp, i) => {
    if (!camp.drawn) return [];
    const x = left + (i % perRow) * (plotW + PATH.lon);
    const y = top - Math.floor(i / perRow) * (plotH + PATH.lat);
    return [
      {
        id: camp.id,
        geometry: polygon([
          [x, y],
          [x + plotW, y],
          [x + plotW, y - plotH],
          [x, y - plotH],
        ]),
      },
    ];
  });
  return { square, camps: plots };
}
