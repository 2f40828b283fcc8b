/**
 * Colours of a history chart. The chart is an opaque card in the colours of Discord's own dark
 * surfaces: Discord shows it the same in dark and light themes (a transparent image would need text
 * and lines readable on both white and near-black, which mid-tones only half manage). Lines and
 * bands are opaque, so a band's colour is exact where nothing is drawn over it.
 */
export const CARD_BACKGROUND = '#2b2d31';
export const TEXT_COLOR = '#f2f3f5';
export const MUTED_TEXT_COLOR = '#b5bac1';
export const GRID_COLOR = '#3f4248';

export const CPU_LINE_COLOR = '#4ea1ff';
export const MEMORY_LINE_COLOR = '#e98ad8';
export const PLAYERS_LINE_COLOR = '#57d68d';

/** Observed down: a full-height band. */
export const DOWN_BAND_COLOR = '#80323a';
/** An incident: a strip along the top of the plot, so it shows beside the down band it usually covers. */
export const INCIDENT_BAND_COLOR = '#e0a526';
/** Not observed (hostcord was not running, or the server not linked): neither up nor down. */
export const NO_DATA_BAND_COLOR = '#383a40';
