package dev.strata.engine.light;

import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.regionio.NbtFormatException;
import dev.strata.regionio.block.BlockStateRegistry;
import dev.strata.regionio.chunk.ChunkData;

/**
 * Lights generated chunks ({@link ProtoChunk}, state ids of {@link BlockStateRegistry#vanilla()}) with the same
 * {@link LightEngine} and the same storage rules as {@code strata relight} ({@link ChunkLighting#apply}), so a chunk
 * lit here holds exactly what a relight of the written world computes for it.
 *
 * <p>Usage per window: {@link #reset}, {@link #add} every chunk that carries light (the game's chunks at
 * {@code initialize_light} or later; the others are left out and block light like a missing chunk), {@link #compute},
 * then {@link #apply} to the encoded chunks whose eight neighbours were in the window. Their light is exact whatever
 * the window's size (no light path of length 15 or less leaves the 3 x 3 around a chunk), so the bytes do not
 * depend on how chunks are grouped into windows.
 *
 * <p>Memory: the engine's arrays, 5 bytes per cell of the window ({@code (16 n + 2)^2} columns of
 * {@code 16 (sections + 2) + 2} cells for an n x n window), reused. One instance per worker; not thread-safe.
 */
public final class GenerationLight {
    private final LightEngine engine;
    private final ChunkLighting lighting;
    private final int minSection;
    private final int sectionCount;
    private final boolean hasSkyLight;

    /**
     * @param minSection   the dimension's lowest section y
     * @param sectionCount its number of sections (every generated chunk has them all)
     * @param hasSkyLight  whether the dimension has sky light
     */
    public GenerationLight(int minSection, int sectionCount, boolean hasSkyLight) {
        this.engine = new LightEngine(LightTables.vanilla(), minSection, sectionCount, hasSkyLight);
        this.lighting = new ChunkLighting(BlockStateRegistry.vanilla(), engine);
        this.minSection = minSection;
        this.sectionCount = sectionCount;
        this.hasSkyLight = hasSkyLight;
        LightTables t = LightTables.vanilla();
        boolean[] air = t.airTable();
        byte[] opacity = t.opacityTable(), emission = t.emissionTable();
        short[] face = t.faceClassTable();
        this.blank = new boolean[air.length];
        for (int id = 0; id < air.length; id++) blank[id] = air[id] && opacity[id] == 0 && emission[id] == 0 && face[id] == 0;
    }

    /** States that change nothing in a window when set over a chunk's initial air: air that neither blocks nor emits. */
    private final boolean[] blank;

    /** Starts a window of {@code chunksX * chunksZ} chunks from chunk (originX, originZ), every chunk missing. */
    public void reset(int originX, int originZ, int chunksX, int chunksZ) {
        engine.reset(originX, originZ, chunksX, chunksZ);
    }

    /**
     * Adds a chunk's blocks to the window.
     *
     * @param lit whether the chunk is lit (written at {@code light}): its emitters and sky seed light; a chunk at
     *            {@code initialize_light} only carries and blocks light
     */
    public void add(ProtoChunk chunk, boolean lit) {
        if (chunk.sectionCount() != sectionCount || chunk.minY() >> 4 != minSection) {
            throw new IllegalArgumentException("chunk " + chunk.chunkX() + " " + chunk.chunkZ() + " has sections "
                    + (chunk.minY() >> 4) + " + " + chunk.sectionCount() + ", the light window " + minSection + " + " + sectionCount);
        }
        engine.addChunk(chunk.chunkX(), chunk.chunkZ(), lit);
        int[] blocks = chunk.blocks();
        sections:
        for (int s = 0; s < sectionCount; s++) {
            // a section of states that neither block nor emit light and are air leaves the chunk as addChunk made
            // it (the way relight skips a section whose palette is one air entry)
            int from = s << 12;
            for (int i = from; i < from + 4096; i++) {
                if (!blank[blocks[i]]) {
                    engine.setSection(chunk.chunkX(), chunk.chunkZ(), minSection + s, blocks, from);
                    continue sections;
                }
            }
        }
    }

    /** The engine (for diagnostics in this package). */
    LightEngine engine() {
        return engine;
    }

    /** Computes block and sky light over the window. */
    public void compute() {
        engine.compute();
    }

    /**
     * Writes the computed light of a chunk of the window into its encoded form: the light arrays and light-only
     * sections as {@code relight} writes them, and {@code isLightOn} 1 when {@code lightOn} (a chunk at
     * {@code light}); a chunk at {@code initialize_light} keeps no {@code isLightOn}, so the game lights its own
     * sources when it takes it on, and holds the light its lit neighbours spread into it, as the game saves it.
     */
    public void apply(ChunkData chunk, boolean lightOn) throws NbtFormatException {
        lighting.apply(chunk, lightOn);
    }

    /**
     * Block light of a section of the window after {@link #compute}, as the game stores it (2048 bytes, low nibble
     * first; all zeros for a dark layer), or null where the game keeps no layer (for the spawn step's
     * {@code spawn/ChunkLight}).
     */
    public byte[] blockLight(int chunkX, int chunkZ, int sectionY) {
        byte[] a = engine.blockLight(chunkX, chunkZ, sectionY);
        return a == null && engine.hasLayer(chunkX, chunkZ, sectionY) ? new byte[2048] : a;
    }

    /** Sky light of a section of the window after {@link #compute}, as {@link #blockLight}; null without sky light. */
    public byte[] skyLight(int chunkX, int chunkZ, int sectionY) {
        byte[] a = engine.skyLight(chunkX, chunkZ, sectionY);
        return a == null && hasSkyLight && engine.hasLayer(chunkX, chunkZ, sectionY) ? new byte[2048] : a;
    }
}
