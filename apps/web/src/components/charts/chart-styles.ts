/*
 * The styles every chart needs, in one place: the chart library's own and the colour swatch its
 * legend draws each series' key with (without ColorSwatch.css the keys render 0×0 px).
 */
import "@mantine/core/styles/ColorSwatch.css";
import "@mantine/charts/styles.css";
