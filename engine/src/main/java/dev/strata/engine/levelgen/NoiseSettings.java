package dev.strata.engine.levelgen;

/**
 * The {@code noise} block of a {@code noise_settings} entry (game: {@code NoiseSettings}): the vertical extent in
 * blocks and the noise cell size. A cell is {@code 4 * sizeHorizontal} blocks wide and {@code 4 * sizeVertical}
 * blocks tall; density is computed at cell corners and interpolated inside.
 *
 * @param minY lowest block y (multiple of 16)
 * @param height number of blocks (multiple of 16)
 * @param sizeHorizontal 1..4, in quarts (4 blocks)
 * @param sizeVertical 1..4, in quarts
 */
public record NoiseSettings(int minY, int height, int sizeHorizontal, int sizeVertical) {

    /** Cell width in blocks. */
    public int cellWidth() {
        return sizeHorizontal * 4;
    }

    /** Cell height in blocks. */
    public int cellHeight() {
        return sizeVertical * 4;
    }
}
