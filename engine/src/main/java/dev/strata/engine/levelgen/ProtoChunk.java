package dev.strata.engine.levelgen;

import java.util.Arrays;

/**
 * A chunk being generated (game: {@code ProtoChunk}): block states as 26.2 state ids in one flat array, the
 * world-generation heightmaps, and the status reached. Reused across chunks by a worker ({@link #reset}).
 *
 * <p>Block index: {@code ((y - minY) * 16 + z) * 16 + x} for local x, z in 0..15 — section after section, each in
 * the game's section order {@code (y * 16 + z) * 16 + x}, so section {@code s} is the 4096-entry slice starting at
 * {@code s * 4096}. Heightmap index {@code z * 16 + x}; values are absolute block y of the first free block above
 * the highest matching block ({@code minY} for an empty column), as the game's {@code Heightmap.getFirstAvailable}.
 */
public final class ProtoChunk {
    /** Status names of the game's {@code ChunkStatus}. */
    public static final String STATUS_EMPTY = "minecraft:empty";
    public static final String STATUS_BIOMES = "minecraft:biomes";
    public static final String STATUS_NOISE = "minecraft:noise";
    public static final String STATUS_SURFACE = "minecraft:surface";
    public static final String STATUS_CARVERS = "minecraft:carvers";

    private final int minY;
    private final int height;
    private final int[] blocks;
    private final int[] oceanFloorWg = new int[256];
    private final int[] worldSurfaceWg = new int[256];
    private final int[] biomes;
    private final short[][] postProcessing;
    private final int[] postProcessingCount;
    private int chunkX, chunkZ;
    private String status = STATUS_EMPTY;
    private long[] carvingMask;
    private final int[][] finalHeightmaps = new int[4][256];
    private boolean finalHeightmapsPrimed;
    private boolean worldgenHeightmapsExact; // the _WG maps equal a recount (the generation steps keep them so)
    private final java.util.LinkedHashMap<Long, BlockEntityData> blockEntities = new java.util.LinkedHashMap<>();
    private final java.util.ArrayList<ScheduledTick> blockTicks = new java.util.ArrayList<>();
    private final java.util.ArrayList<ScheduledTick> fluidTicks = new java.util.ArrayList<>();
    private final ScheduledTickIndex blockTickIndex = new ScheduledTickIndex(), fluidTickIndex = new ScheduledTickIndex();
    private final java.util.ArrayList<net.kyori.adventure.nbt.CompoundBinaryTag> entities = new java.util.ArrayList<>();

    /**
     * @param minY lowest block y of the dimension
     * @param height number of blocks (a multiple of 16)
     */
    public ProtoChunk(int minY, int height) {
        if (height <= 0 || (height & 15) != 0 || (minY & 15) != 0) throw new IllegalArgumentException("bad extent " + minY + "+" + height);
        this.minY = minY;
        this.height = height;
        this.blocks = new int[height * 256];
        this.biomes = new int[(height >> 4) * 64];
        this.postProcessing = new short[height >> 4][];
        this.postProcessingCount = new int[height >> 4];
        reset(0, 0);
    }

    /** Empties the chunk (all air, state 0; biomes 0) and gives it new chunk coordinates. */
    public void reset(int chunkX, int chunkZ) {
        this.chunkX = chunkX;
        this.chunkZ = chunkZ;
        Arrays.fill(biomes, 0);
        clearBlocks();
        status = STATUS_EMPTY;
    }

    /** Sets every block to air and the heightmaps to their empty value, keeping coordinates and biomes. */
    public void clearBlocks() {
        Arrays.fill(postProcessingCount, 0);
        carvingMask = null;
        finalHeightmapsPrimed = false;
        worldgenHeightmapsExact = false;
        blockEntities.clear();
        blockTicks.clear();
        fluidTicks.clear();
        blockTickIndex.clear();
        fluidTickIndex.clear();
        entities.clear();
        Arrays.fill(blocks, 0);
        Arrays.fill(oceanFloorWg, minY);
        Arrays.fill(worldSurfaceWg, minY);
    }

    /**
     * The biome grid: one biome id (index in the biome registry) per quart, index
     * {@code ((sectionIndex * 4 + qy) * 4 + qz) * 4 + qx} with local quarts 0..3 (the game's per-section order).
     */
    public int[] biomes() {
        return biomes;
    }

    public int chunkX() {
        return chunkX;
    }

    public int chunkZ() {
        return chunkZ;
    }

    public int minY() {
        return minY;
    }

    public int height() {
        return height;
    }

    public int sectionCount() {
        return height >> 4;
    }

    public String status() {
        return status;
    }

    public void setStatus(String status) {
        this.status = status;
    }

    /** The state at local x, z (0..15) and absolute y. */
    public int getBlock(int x, int y, int z) {
        return blocks[((y - minY) << 8) | (z << 4) | x];
    }

    /**
     * Sets the state at local x, z (0..15) and absolute y, without touching heightmaps: the _WG maps are no longer
     * taken to equal a recount (see {@link #primeFinalHeightmaps}) unless the new state agrees with the old one on
     * every flag a heightmap tests ({@link #HEIGHTMAP_FLAGS}), so that no recount could change (the ore feature's
     * swaps of stone for ore, which would otherwise make a neighbour's first write recount four maps from the top).
     */
    public void setBlock(int x, int y, int z, int state) {
        int i = ((y - minY) << 8) | (z << 4) | x;
        int old = blocks[i];
        blocks[i] = state;
        if (worldgenHeightmapsExact) {
            byte[] flags = BlockFlags.table();
            if (((flags[old] ^ flags[state]) & HEIGHTMAP_FLAGS) != 0) worldgenHeightmapsExact = false;
        }
    }

    /** The {@link BlockFlags} bits the heightmap types test ({@link Heightmap.Types#flag}). */
    static final int HEIGHTMAP_FLAGS = BlockFlags.AIR | BlockFlags.MOTION | BlockFlags.MOTION_OR_FLUID | BlockFlags.MOTION_NO_LEAVES;

    /**
     * Declares that the {@code _WG} heightmaps equal a recount of the blocks: the noise step computes them so and the
     * surface and carvers steps keep them so ({@link Heightmap#update}). Lets {@link #primeFinalHeightmaps} start from
     * them.
     */
    public void worldgenHeightmapsAreExact() {
        worldgenHeightmapsExact = true;
    }

    /** The backing array (index order in the class comment); callers may read and write it directly. */
    public int[] blocks() {
        return blocks;
    }

    /**
     * Marks a block for post-processing when the chunk becomes full (game: {@code ProtoChunk.markPosForPostprocessing};
     * the noise step marks fluids the aquifer wants ticked). Kept per section in marking order, packed as the game's
     * {@code ProtoChunk.packOffsetCoordinates}: {@code x | (y & 15) << 4 | z << 8} (x lowest; not the layout of
     * {@code SectionPos.sectionRelativePos}). Checked against worlds the game wrote: with this layout 92% of the
     * marks in the fixture regions of data version 4600 and later fall on a fluid block, with the other one 60%.
     *
     * @param x local x 0..15
     * @param y absolute block y
     * @param z local z 0..15
     */
    public void markPostProcessing(int x, int y, int z) {
        int s = (y - minY) >> 4;
        short[] list = postProcessing[s];
        int n = postProcessingCount[s];
        if (list == null || n == list.length) {
            list = list == null ? new short[16] : Arrays.copyOf(list, list.length * 2);
            postProcessing[s] = list;
        }
        list[n] = (short) (x | (y & 15) << 4 | z << 8);
        postProcessingCount[s] = n + 1;
    }

    /** The post-processing marks of section index {@code s} (0 = lowest), a fresh array of the packed positions. */
    public short[] postProcessing(int sectionIndex) {
        short[] list = postProcessing[sectionIndex];
        return list == null ? new short[0] : Arrays.copyOf(list, postProcessingCount[sectionIndex]);
    }

    /**
     * The carving mask the carvers step left (game: {@code ProtoChunk.getCarvingMask}, stored as
     * {@code carving_mask}: bit {@code x | z << 4 | (y - minY) << 8}, trailing zero words dropped), or null before
     * that step.
     */
    public long[] carvingMask() {
        return carvingMask;
    }

    /** Sets the carving mask (see {@link #carvingMask()}); the array is kept. */
    public void setCarvingMask(long[] mask) {
        this.carvingMask = mask;
    }

    /** {@code OCEAN_FLOOR_WG}: first free y above the highest motion-blocking block, per column {@code z * 16 + x}. */
    public int[] oceanFloorWg() {
        return oceanFloorWg;
    }

    /** {@code WORLD_SURFACE_WG}: first free y above the highest non-air block, per column {@code z * 16 + x}. */
    public int[] worldSurfaceWg() {
        return worldSurfaceWg;
    }

    /**
     * A final heightmap ({@code WORLD_SURFACE}, {@code OCEAN_FLOOR}, {@code MOTION_BLOCKING},
     * {@code MOTION_BLOCKING_NO_LEAVES}; index {@code z * 16 + x}, absolute first-free y), counted from the blocks
     * the first time it is asked for (game: {@code Heightmap.primeHeightmaps} at the start of the features step, or
     * when a neighbour's feature first writes into or reads this chunk) and kept up to date by whoever writes blocks
     * afterwards. Both give the same values: an updated heightmap always equals a recount.
     *
     * @throws IllegalArgumentException for a {@code _WG} type
     */
    public int[] finalHeightmap(Heightmap.Types type) {
        int i = type.finalIndex();
        if (i < 0) throw new IllegalArgumentException(type + " is not a final heightmap");
        if (!finalHeightmapsPrimed) primeFinalHeightmaps();
        return finalHeightmaps[i];
    }

    /**
     * Takes the four final heightmaps of {@code from} (a chunk of the same position and height, priming them there
     * first if needed, as {@link #finalHeightmap} would) as this chunk's, and counts them as primed: for a copy of a
     * chunk with the same blocks, instead of counting them again.
     */
    public void copyFinalHeightmaps(ProtoChunk from) {
        if (!from.finalHeightmapsPrimed) from.primeFinalHeightmaps();
        for (int t = 0; t < 4; t++) System.arraycopy(from.finalHeightmaps[t], 0, finalHeightmaps[t], 0, 256);
        finalHeightmapsPrimed = true;
    }

    /** Whether the final heightmaps exist yet (see {@link #finalHeightmap}). */
    public boolean finalHeightmapsPrimed() {
        return finalHeightmapsPrimed;
    }

    /**
     * Counts the four final heightmaps from the blocks. Called before the first block is written after the carvers
     * step (see {@link #finalHeightmap}), when the blocks are the carvers step's: {@code WORLD_SURFACE} and
     * {@code OCEAN_FLOOR} test what their {@code _WG} twins test, which the steps kept equal to a recount, so they are
     * copied; the two motion-blocking maps are counted from just under the world surface down (nothing above it but
     * air). Where blocks were set directly ({@link #setBlock}: tests; the ore feature, whose section writes the game
     * also makes without heightmaps, and which only swap stone-like blocks), every map is counted from the top.
     */
    public void primeFinalHeightmaps() {
        byte[] flags = BlockFlags.table();
        if (!worldgenHeightmapsExact) { // blocks set directly (tests, a restored journal chunk): count from the top
            Heightmap.Types[] types = {Heightmap.Types.WORLD_SURFACE, Heightmap.Types.OCEAN_FLOOR, Heightmap.Types.MOTION_BLOCKING,
                    Heightmap.Types.MOTION_BLOCKING_NO_LEAVES};
            for (int t = 0; t < 4; t++) {
                for (int col = 0; col < 256; col++) finalHeightmaps[t][col] = Heightmap.prime(blocks, flags, col, minY, height, types[t]);
            }
            finalHeightmapsPrimed = true;
            return;
        }
        System.arraycopy(worldSurfaceWg, 0, finalHeightmaps[0], 0, 256);
        System.arraycopy(oceanFloorWg, 0, finalHeightmaps[1], 0, 256);
        for (int col = 0; col < 256; col++) {
            finalHeightmaps[2][col] = Heightmap.prime(blocks, flags, col, minY, height, Heightmap.Types.MOTION_BLOCKING, worldSurfaceWg[col] - 1);
            finalHeightmaps[3][col] = Heightmap.prime(blocks, flags, col, minY, height, Heightmap.Types.MOTION_BLOCKING_NO_LEAVES,
                    worldSurfaceWg[col] - 1);
        }
        finalHeightmapsPrimed = true;
    }


    /**
     * Block entities of the chunk by packed absolute position ({@link dev.strata.engine.levelgen.BlockPos#asLong}),
     * in the order they were first set. A proto chunk holds, as the game's does, a placeholder ({@code id} "DUMMY")
     * for a block placed with a block entity, which a feature may fill with data (a spawner's entity, a chest's loot
     * table). Live map: callers add and remove.
     */
    public java.util.Map<Long, BlockEntityData> blockEntities() {
        return blockEntities;
    }

    /** Block ticks scheduled by features (game: {@code ProtoChunkTicks}), in scheduling order. Live list. */
    public java.util.List<ScheduledTick> blockTicks() {
        return blockTicks;
    }

    /**
     * Schedules a block tick at packed position {@code pos} ({@link BlockPos#asLong}) of block {@code type} (delay and
     * priority 0) unless one of that type is already scheduled there (game: {@code ProtoChunkTicks.schedule}).
     */
    public void scheduleBlockTickOnce(long pos, String type) {
        blockTickIndex.addOnce(blockTicks, pos, type);
    }

    /** As {@link #scheduleBlockTickOnce}, for a fluid tick. */
    public void scheduleFluidTickOnce(long pos, String type) {
        fluidTickIndex.addOnce(fluidTicks, pos, type);
    }

    /** Whether a block tick of block {@code type} is scheduled at packed position {@code pos}. */
    public boolean hasBlockTick(long pos, String type) {
        return blockTickIndex.contains(blockTicks, pos, type);
    }

    /** Fluid ticks scheduled by features, in scheduling order. Live list. */
    public java.util.List<ScheduledTick> fluidTicks() {
        return fluidTicks;
    }

    /** Entities features added (end crystals, ...), as the game's entity NBT, in the order added. Live list. */
    public java.util.List<net.kyori.adventure.nbt.CompoundBinaryTag> entities() {
        return entities;
    }

    /** A block entity of a proto chunk: its id ({@code DUMMY} until a feature names it) and its fields, in insertion order. */
    public static final class BlockEntityData {
        public String id = "DUMMY";
        public final java.util.LinkedHashMap<String, Object> fields = new java.util.LinkedHashMap<>();
    }

    /**
     * A scheduled tick: packed absolute position, the block or fluid id, the delay in ticks and the priority
     * (game: {@code ScheduledTick}, saved in {@code block_ticks}/{@code fluid_ticks}).
     */
    public record ScheduledTick(long pos, String type, int delay, int priority) {}
}
