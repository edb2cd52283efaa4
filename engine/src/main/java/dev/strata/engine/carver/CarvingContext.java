package dev.strata.engine.carver;

import dev.strata.engine.levelgen.BlockFlags;
import dev.strata.engine.levelgen.Heightmap;
import dev.strata.engine.levelgen.Aquifer;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.regionio.block.BlockStateRegistry;

/**
 * What carvers read and write while carving one chunk (game: {@code CarvingContext} plus the arguments of
 * {@code WorldCarver.carve}): the proto chunk, the noise chunk's aquifer, the carving mask, the generation range
 * ({@code minGenY}, {@code genDepth}: the game's {@code WorldGenerationContext}), the surface rules for
 * {@link TopMaterial}, and per-carve scratch (the cave floor level, the canyon width factors). One per worker;
 * not thread-safe.
 *
 * <p>Blocks are written as the game's {@code ProtoChunk.setBlockState} writes them at this step: both
 * world-generation heightmaps are updated ({@code Heightmap.update}).
 */
public final class CarvingContext {
    private static final int F_AIR = BlockFlags.AIR, F_FLUID = BlockFlags.FLUID, F_MOTION = BlockFlags.MOTION, F_GRASS = BlockFlags.GRASS;

    final int minGenY, genDepth;
    final int lava, caveAir, dirt;
    private final byte[] flags;
    ProtoChunk chunk;
    Aquifer aquifer;
    TopMaterial topMaterial;
    final CarvingMask mask;
    int chunkMinX, chunkMinZ;
    // per carve
    double floorLevel;
    float[] widthFactors;

    /**
     * @param minGenY lowest generated y (max of the dimension's and the noise settings' min y)
     * @param genDepth generated height (min of the two heights)
     * @param chunkMinY the proto chunk's min y
     * @param chunkHeight the proto chunk's height
     */
    public CarvingContext(int minGenY, int genDepth, int chunkMinY, int chunkHeight) {
        this.minGenY = minGenY;
        this.genDepth = genDepth;
        this.mask = new CarvingMask(chunkMinY, chunkHeight);
        BlockStateRegistry r = BlockStateRegistry.vanilla();
        this.lava = r.defaultState("minecraft:lava");
        this.caveAir = r.defaultState("minecraft:cave_air");
        this.dirt = r.defaultState("minecraft:dirt");
        this.flags = BlockFlags.table();
    }

    /** Starts a chunk: clears the mask and binds the chunk, its aquifer and the surface rules' top material. */
    public void begin(ProtoChunk chunk, Aquifer aquifer, TopMaterial topMaterial) {
        this.chunk = chunk;
        this.aquifer = aquifer;
        this.topMaterial = topMaterial;
        this.chunkMinX = chunk.chunkX() << 4;
        this.chunkMinZ = chunk.chunkZ() << 4;
        mask.clear();
    }

    /** The carving mask of the chunk being carved. */
    public CarvingMask mask() {
        return mask;
    }

    /** Whether {@code state} has a fluid (game: {@code !getFluidState().isEmpty()}). */
    boolean hasFluid(int state) {
        return (flags[state] & F_FLUID) != 0;
    }

    /** Whether {@code state} is grass block or mycelium (any of their states). */
    boolean isGrassOrMycelium(int state) {
        return (flags[state] & F_GRASS) != 0;
    }

    /** The block at local x, z and absolute y (void air outside the chunk). */
    int get(int x, int y, int z) {
        int ly = y - chunk.minY();
        if (ly < 0 || ly >= chunk.height()) return 0;
        return chunk.blocks()[(ly << 8) | (z << 4) | x];
    }

    /** Sets a block inside the chunk's extent and updates both world-generation heightmaps. */
    void set(int x, int y, int z, int state) {
        int minY = chunk.minY();
        int ly = y - minY;
        if (ly < 0 || ly >= chunk.height()) return;
        int[] blocks = chunk.blocks();
        int col = (z << 4) | x;
        blocks[(ly << 8) | col] = state;
        Heightmap.update(chunk.worldSurfaceWg(), blocks, flags, col, y, minY, (flags[state] & F_AIR) == 0, F_AIR, true);
        Heightmap.update(chunk.oceanFloorWg(), blocks, flags, col, y, minY, (flags[state] & F_MOTION) != 0, F_MOTION, false);
    }
}
