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
