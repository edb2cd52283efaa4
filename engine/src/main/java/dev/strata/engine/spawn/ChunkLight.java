package dev.strata.engine.spawn;

/**
 * {@link SpawnLight} of one chunk as two arrays of one value per block, index
 * {@code ((y - minY) << 8) | ((z & 15) << 4) | (x & 15)} (the proto chunk's block order). The spawn step reads light
 * only inside the chunk it spawns in (positions, the blocks below and above, all within the centre chunk's columns);
 * a read elsewhere is a defect and throws. Above and below the chunk's sections the light is that of the game's
 * light engine there: full sky light above (15 with sky light), none below.
 */
public final class ChunkLight implements SpawnLight {
    private final int chunkX, chunkZ, minY, height;
    private final byte[] block, sky;
    private final boolean hasSkyLight;

    /**
     * @param chunkX chunk x; @param chunkZ chunk z
     * @param minY lowest block y; @param height number of block rows
     * @param hasSkyLight whether the dimension has sky light
     */
    public ChunkLight(int chunkX, int chunkZ, int minY, int height, boolean hasSkyLight) {
        this.chunkX = chunkX;
        this.chunkZ = chunkZ;
        this.minY = minY;
        this.height = height;
        this.hasSkyLight = hasSkyLight;
        this.block = new byte[height << 8];
        this.sky = new byte[height << 8];
    }

    private int index(int x, int y, int z) {
        if (x >> 4 != chunkX || z >> 4 != chunkZ) {
            throw new IllegalStateException("light of chunk " + chunkX + " " + chunkZ + " asked at block " + x + " " + z);
        }
        return ((y - minY) << 8) | ((z & 15) << 4) | (x & 15);
    }

    /**
     * The light of chunk (chunkX, chunkZ) from its sections as the game stores them (2048 bytes per section, low
     * nibble first, index {@code y << 8 | z << 4 | x}; null where the game keeps no layer). A section without block
     * light has none; a section without sky light takes the game's light engine's answer there
     * ({@code SkyLightSectionStorage.getLightValue}): the bottom row of the first section above it that has a layer,
     * or 15 when none above has one.
     *
     * @param minSection the lowest section y; @param sectionCount the chunk's number of sections
     * @param blockLight the block light of a section y; @param skyLight its sky light (ignored without sky light)
     */
    public static ChunkLight fromSections(int chunkX, int chunkZ, int minSection, int sectionCount, boolean hasSkyLight,
                                          java.util.function.IntFunction<byte[]> blockLight, java.util.function.IntFunction<byte[]> skyLight) {
        ChunkLight l = new ChunkLight(chunkX, chunkZ, minSection << 4, sectionCount << 4, hasSkyLight);
        byte[][] sky = new byte[sectionCount][];
        for (int s = 0; s < sectionCount; s++) {
            byte[] b = blockLight.apply(minSection + s);
            if (b != null) for (int i = 0; i < 4096; i++) l.block[(s << 12) | i] = (byte) ((b[i >> 1] >> ((i & 1) << 2)) & 15);
            if (hasSkyLight) sky[s] = skyLight.apply(minSection + s);
        }
        if (!hasSkyLight) return l;
        for (int s = sectionCount - 1; s >= 0; s--) {
            if (sky[s] != null) {
                for (int i = 0; i < 4096; i++) l.sky[(s << 12) | i] = (byte) ((sky[s][i >> 1] >> ((i & 1) << 2)) & 15);
            } else {
                for (int i = 0; i < 4096; i++) {
                    // the bottom row of the section above as stored here (15 above the top), for every y of this one
                    l.sky[(s << 12) | i] = s + 1 < sectionCount ? l.sky[((s + 1) << 12) | (i & 255)] : 15;
                }
            }
        }
        return l;
    }

    /** Sets both values at a position inside the chunk. */
    public void set(int x, int y, int z, int blockLight, int skyLight) {
        int i = index(x, y, z);
        block[i] = (byte) blockLight;
        sky[i] = (byte) skyLight;
    }

    @Override
    public int blockLight(int x, int y, int z) {
        int i = index(x, y, z);
        if (y < minY || y >= minY + height) return 0;
        return block[i];
    }

    @Override
    public int skyLight(int x, int y, int z) {
        int i = index(x, y, z);
        if (y >= minY + height) return hasSkyLight ? 15 : 0;
        if (y < minY) return 0;
        return sky[i];
    }
}
