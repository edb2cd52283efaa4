package dev.strata.engine.feature;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.levelgen.BlockPos;
import dev.strata.engine.levelgen.Heightmap;
import dev.strata.engine.levelgen.ProtoChunk;
import net.kyori.adventure.nbt.CompoundBinaryTag;

/**
 * The 3 x 3 chunks around the chunk being decorated (game: {@code WorldGenRegion} of the features step, write
 * radius 1). Chunks are held by the caller and lent for one decoration; {@link #set} rebinds the region to another
 * centre without allocating. Not thread-safe.
 *
 * <p>Writes follow {@code WorldGenRegion.setBlock} and {@code ProtoChunk.setBlockState}: refused outside the
 * build height and outside the write radius; the final heightmaps of the written chunk are primed if needed and
 * updated ({@link Heightmap#update}); a block with a block entity gets a placeholder, a block without one drops any;
 * brown and red mushrooms and magma blocks are marked for post-processing unless the flags say otherwise. The
 * {@code _WG} heightmaps are not touched: in the game they are frozen after the carvers step.
 */
public final class DecorationRegion implements WorldGenLevel, BlockSurvival.Brightness {
    /** Biome lookup of the region (zoomed, stored grids). */
    @FunctionalInterface
    public interface Biomes {
        int biome(int x, int y, int z);
    }

    private final BlockStates states;
    private final byte[] flags;
    private final long seed;
    private final int seaLevel;
    private final int minY, height, minGenY, genDepth;
    private final Biomes biomes;
    private final int brightness;
    private final ProtoChunk[] chunks = new ProtoChunk[9];
    private int cx, cz;
    private PositionSetOrder positionSetOrder = PositionSetOrder.HASH;

    /**
     * @param states block facts
     * @param seed the world seed
     * @param seaLevel the dimension's sea level
     * @param minY lowest block y; @param height the dimension's height in blocks
     * @param minGenY lowest y of the generation range; @param genDepth its height (see {@link WorldGenLevel#minGenY()})
     * @param biomes the region's biome lookup
     * @param hasSkyLight whether the dimension has sky light (see {@link #rawBrightness})
     */
    public DecorationRegion(BlockStates states, long seed, int seaLevel, int minY, int height, int minGenY, int genDepth, Biomes biomes,
                            boolean hasSkyLight) {
        this.brightness = hasSkyLight ? 15 : 0;
        this.minGenY = minGenY;
        this.genDepth = genDepth;
        this.states = states;
        this.flags = dev.strata.engine.levelgen.BlockFlags.table();
        this.seed = seed;
        this.seaLevel = seaLevel;
        this.minY = minY;
        this.height = height;
        this.biomes = biomes;
    }

    /** A region of a dimension without sky light (brightness 0 everywhere; unit tests' regions). */
    public DecorationRegion(BlockStates states, long seed, int seaLevel, int minY, int height, int minGenY, int genDepth, Biomes biomes) {
        this(states, seed, seaLevel, minY, height, minGenY, genDepth, biomes, false);
    }

    /**
     * Binds the region to centre chunk {@code (centerX, centerZ)}.
     *
     * @param around the nine chunks, index {@code (dz + 1) * 3 + (dx + 1)} for dx, dz in -1..1, each at the carvers
     *               step or later and at its position
     * @throws IllegalArgumentException if a chunk is missing or at another position
     */
    public void set(int centerX, int centerZ, ProtoChunk[] around) {
        for (int dz = -1; dz <= 1; dz++) {
            for (int dx = -1; dx <= 1; dx++) {
                ProtoChunk c = around[(dz + 1) * 3 + (dx + 1)];
                if (c == null || c.chunkX() != centerX + dx || c.chunkZ() != centerZ + dz) {
                    throw new IllegalArgumentException("region of chunk " + centerX + " " + centerZ + " lacks neighbour " + (centerX + dx) + " " + (centerZ + dz));
                }
                chunks[(dz + 1) * 3 + (dx + 1)] = c;
            }
        }
        this.cx = centerX;
        this.cz = centerZ;
    }

    private ProtoChunk chunk(int x, int z) {
        int dx = (x >> 4) - cx, dz = (z >> 4) - cz;
        if (dx < -1 || dx > 1 || dz < -1 || dz > 1) {
            throw new IllegalStateException("a feature of chunk " + cx + " " + cz + " read block " + x + " " + z
                    + " outside its 3 x 3 region");
        }
        return chunks[(dz + 1) * 3 + (dx + 1)];
    }

    @Override
    public ProtoChunk chunkAt(int chunkX, int chunkZ) {
        return chunk(chunkX << 4, chunkZ << 4);
    }

    @Override
    public int getBlockState(int x, int y, int z) {
        if (y < minY || y >= minY + height) return states.voidAir;
        return chunk(x, z).blocks()[((y - minY) << 8) | ((z & 15) << 4) | (x & 15)];
    }

    @Override
    public boolean ensureCanWrite(int x, int y, int z) {
        int dx = (x >> 4) - cx, dz = (z >> 4) - cz;
        return dx >= -1 && dx <= 1 && dz >= -1 && dz <= 1;
    }

    @Override
    public boolean setBlock(int x, int y, int z, int state, int updateFlags) {
        if (!ensureCanWrite(x, y, z)) return false;
        ProtoChunk chunk = chunk(x, z);
        if (y < minY || y >= minY + height) return true; // the game's proto chunk ignores it (returns void air)
        int[] blocks = chunk.blocks();
        int col = ((z & 15) << 4) | (x & 15);
        int index = ((y - minY) << 8) | col;
        int old = blocks[index];
        // ProtoChunk.setBlockState: placing air into a section of only air changes nothing. Air over air changes
        // nothing either way; only air over cave or void air needs the section looked at.
        if (state == states.air && (old == states.air || states.isAir(old) && sectionIsAir(blocks, (y - minY) >> 4))) return true;
        if (!chunk.finalHeightmapsPrimed()) chunk.primeFinalHeightmaps(); // from the blocks before this write
        blocks[index] = state;
        byte f = flags[state];
        for (Heightmap.Types t : FINAL) {
            Heightmap.update(chunk.finalHeightmap(t), blocks, flags, col, y, minY, t.counts(f), t.flag, t.countsIfFlagClear);
        }
        long pos = BlockPos.asLong(x, y, z);
        if (states.hasBlockEntity(state)) {
            ProtoChunk.BlockEntityData be = new ProtoChunk.BlockEntityData();
            chunk.blockEntities().put(pos, be);
        } else if (states.hasBlockEntity(old)) {
            chunk.blockEntities().remove(pos);
        }
        if ((updateFlags & NO_POST_PROCESS) == 0 && states.hasPostProcess(state)) chunk.markPostProcessing(x & 15, y, z & 15);
        return true;
    }

    private static final Heightmap.Types[] FINAL = {Heightmap.Types.WORLD_SURFACE, Heightmap.Types.OCEAN_FLOOR,
            Heightmap.Types.MOTION_BLOCKING, Heightmap.Types.MOTION_BLOCKING_NO_LEAVES};

    private boolean sectionIsAir(int[] blocks, int section) {
        int from = section << 12, to = from + 4096;
        for (int i = from; i < to; i++) if ((flags[blocks[i]] & dev.strata.engine.levelgen.BlockFlags.AIR) == 0) return false;
        return true;
    }

    @Override
    public int getHeight(Heightmap.Types type, int x, int z) {
        ProtoChunk chunk = chunk(x, z);
        int col = ((z & 15) << 4) | (x & 15);
        switch (type) {
            case WORLD_SURFACE_WG: return chunk.worldSurfaceWg()[col];
            case OCEAN_FLOOR_WG: return chunk.oceanFloorWg()[col];
            default: return chunk.finalHeightmap(type)[col];
        }
    }

    @Override
    public int getBiome(int x, int y, int z) {
        return biomes.biome(x, y, z);
    }

    @Override
    public int getMinY() {
        return minY;
    }

    @Override
    public int getHeight() {
        return height;
    }

    /**
     * The raw brightness the features step sees (game: {@code getRawBrightness(pos, 0)}, asked by mushrooms): no
     * chunk has light yet when Strata decorates, as in the game when the chunks around have not reached the light
     * steps, so the light engine answers full sky light where the dimension has sky light and 0 where it has none.
     * The game's own hashes agree (seed 13579: one more overworld chunk matches with 15 than with 0, none fewer).
     */
    @Override
    public int rawBrightness(int x, int y, int z) {
        return brightness;
    }

    @Override
    public int minGenY() {
        return minGenY;
    }

    @Override
    public int genDepth() {
        return genDepth;
    }

    @Override
    public long getSeed() {
        return seed;
    }

    @Override
    public int getSeaLevel() {
        return seaLevel;
    }

    @Override
    public BlockStates states() {
        return states;
    }

    @Override
    public int centerChunkX() {
        return cx;
    }

    @Override
    public int centerChunkZ() {
        return cz;
    }

    /**
     * Game: a proto chunk's tick list ({@code ProtoChunkTicks.schedule}) keeps one tick per position and type (the
     * first; later ones are dropped) and saves it with delay 0, whatever delay the feature asked for: the delay
     * counts from when the chunk is loaded as a level chunk.
     */
    @Override
    public void scheduleBlockTick(int x, int y, int z, String block, int delay) {
        chunk(x, z).scheduleBlockTickOnce(BlockPos.asLong(x, y, z), block);
    }

    @Override
    public void scheduleFluidTick(int x, int y, int z, String fluid, int delay) {
        chunk(x, z).scheduleFluidTickOnce(BlockPos.asLong(x, y, z), fluid);
    }

    @Override
    public ProtoChunk.BlockEntityData getBlockEntity(int x, int y, int z) {
        if (y < minY || y >= minY + height) return null;
        return chunk(x, z).blockEntities().get(BlockPos.asLong(x, y, z));
    }

    @Override
    public void addFreshEntity(int x, int z, CompoundBinaryTag entity) {
        chunk(x, z).entities().add(entity);
    }

    /** Sets the order of the position sets features keep (the game's {@link PositionSetOrder#HASH} by default). */
    public void setPositionSetOrder(PositionSetOrder order) {
        this.positionSetOrder = java.util.Objects.requireNonNull(order);
    }

    @Override
    public PositionSetOrder positionSetOrder() {
        return positionSetOrder;
    }
}
