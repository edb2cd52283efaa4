package dev.strata.engine.spawn;

/**
 * {@link SpawnLight} of one chunk as one value per block, kept per section (index {@code (y & 15) << 8 | (z & 15) << 4 |
 * (x & 15)}) and, for a chunk made {@link #fromSections from the light engine's sections}, unpacked only for the
 * sections the spawn step reads (a few of the chunk's 24). The spawn step reads light
 * only inside the chunk it spawns in (positions, the blocks below and above, all within the centre chunk's columns);
 * a read elsewhere is a defect and throws. Above and below the chunk's sections the light is that of the game's
 * light engine there: full sky light above (15 with sky light), none below.
 */
public final class ChunkLight implements SpawnLight {
    /** A section without a layer, or never set: light 0 (read only). */
    private static final byte[] DARK = new byte[4096];
    /** A section with no sky layer at or above it: sky light 15 (read only). */
    private static final byte[] BRIGHT = filled(15);

    private final int chunkX, chunkZ, minY, height, minSection;
    private final byte[][] block, sky;
    private final boolean hasSkyLight;
    /** The engine's packed layers by section y (null: none), or null for a chunk whose light is {@link #set}. */
    private final java.util.function.IntFunction<byte[]> blockSource, skySource;

    /**
     * A chunk whose light is all 0 until {@link #set}.
     *
     * @param chunkX chunk x; @param chunkZ chunk z
     * @param minY lowest block y (a multiple of 16); @param height number of block rows (a multiple of 16)
     * @param hasSkyLight whether the dimension has sky light
     */
    public ChunkLight(int chunkX, int chunkZ, int minY, int height, boolean hasSkyLight) {
        this(chunkX, chunkZ, minY, height, hasSkyLight, null, null);
    }

    private ChunkLight(int chunkX, int chunkZ, int minY, int height, boolean hasSkyLight,
                       java.util.function.IntFunction<byte[]> blockSource, java.util.function.IntFunction<byte[]> skySource) {
        this.chunkX = chunkX;
        this.chunkZ = chunkZ;
        this.minY = minY;
        this.height = height;
        this.minSection = minY >> 4;
        this.hasSkyLight = hasSkyLight;
        this.block = new byte[height >> 4][];
        this.sky = new byte[height >> 4][];
        this.blockSource = blockSource;
        this.skySource = skySource;
    }

    private static byte[] filled(int v) {
        byte[] a = new byte[4096];
        java.util.Arrays.fill(a, (byte) v);
        return a;
    }

    private void check(int x, int z) {
        if (x >> 4 != chunkX || z >> 4 != chunkZ) {
            throw new IllegalStateException("light of chunk " + chunkX + " " + chunkZ + " asked at block " + x + " " + z);
        }
    }

    private static int inSection(int x, int y, int z) {
        return ((y & 15) << 8) | ((z & 15) << 4) | (x & 15);
    }

    /**
     * The light of chunk (chunkX, chunkZ) from its sections as the game stores them (2048 bytes per section, low
     * nibble first, index {@code y << 8 | z << 4 | x}; null where the game keeps no layer). A section without block
     * light has none; a section without sky light takes the game's light engine's answer there
     * ({@code SkyLightSectionStorage.getLightValue}): the bottom row of the first section above it that has a layer,
     * or 15 when none above has one. The functions are asked for a section when the spawn step first reads it; their
     * arrays are not changed.
     *
     * @param minSection the lowest section y; @param sectionCount the chunk's number of sections
     * @param blockLight the block light of a section y; @param skyLight its sky light (ignored without sky light)
     */
    public static ChunkLight fromSections(int chunkX, int chunkZ, int minSection, int sectionCount, boolean hasSkyLight,
                                          java.util.function.IntFunction<byte[]> blockLight, java.util.function.IntFunction<byte[]> skyLight) {
        return new ChunkLight(chunkX, chunkZ, minSection << 4, sectionCount << 4, hasSkyLight, blockLight, skyLight);
    }

    private static byte[] unpack(byte[] nibbles) {
        byte[] out = new byte[4096];
        for (int i = 0; i < 4096; i++) out[i] = (byte) ((nibbles[i >> 1] >> ((i & 1) << 2)) & 15);
        return out;
    }

    private byte[] blockSection(int s) {
        byte[] a = block[s];
        if (a == null) {
            byte[] nibbles = blockSource == null ? null : blockSource.apply(minSection + s);
            a = block[s] = nibbles == null ? DARK : unpack(nibbles);
        }
        return a;
    }

    private byte[] skySection(int s) {
        byte[] a = sky[s];
        if (a != null) return a;
        if (skySource == null) return DARK;
        byte[] nibbles = skySource.apply(minSection + s);
        if (nibbles != null) {
            a = unpack(nibbles);
        } else if (s + 1 < sky.length) {
            // the bottom row of the section above as it reads here (15 above the top), for every y of this one
            byte[] above = skySection(s + 1);
            a = new byte[4096];
            for (int y = 0; y < 16; y++) System.arraycopy(above, 0, a, y << 8, 256);
        } else {
            a = BRIGHT;
        }
        return sky[s] = a;
    }

    /** Sets both values at a position inside the chunk (a chunk made with the public constructor). */
    public void set(int x, int y, int z, int blockLight, int skyLight) {
        check(x, z);
        if (blockSource != null) throw new IllegalStateException("the light of a chunk made from sections is read only");
        int s = (y - minY) >> 4, i = inSection(x, y, z);
        if (block[s] == null) block[s] = new byte[4096];
        if (sky[s] == null) sky[s] = new byte[4096];
        block[s][i] = (byte) blockLight;
        sky[s][i] = (byte) skyLight;
    }

    @Override
    public int blockLight(int x, int y, int z) {
        check(x, z);
        if (y < minY || y >= minY + height) return 0;
        return blockSection((y - minY) >> 4)[inSection(x, y, z)];
    }

    @Override
    public int skyLight(int x, int y, int z) {
        check(x, z);
        if (y >= minY + height) return hasSkyLight ? 15 : 0;
        if (y < minY) return 0;
        if (!hasSkyLight && skySource != null) return 0;
        return skySection((y - minY) >> 4)[inSection(x, y, z)];
    }
}
