package dev.strata.engine.feature;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.levelgen.Heightmap;
import dev.strata.engine.levelgen.ProtoChunk;
import net.kyori.adventure.nbt.CompoundBinaryTag;

/**
 * The world as a feature sees it while one chunk is decorated (game: {@code WorldGenLevel}, implemented by
 * {@code WorldGenRegion}): the chunk being decorated and its eight neighbours, all at the carvers step or later.
 * Coordinates are absolute block coordinates; states are 26.2 state ids ({@link BlockStates}).
 *
 * <p>Reads outside the 3 x 3 chunks are a defect of the feature (the game would read whatever a farther chunk
 * holds at that moment, which depends on generation order) and throw {@link IllegalStateException}. Writes outside
 * the write radius (one chunk around the centre) or outside the build height are refused, as the game refuses them
 * ({@code WorldGenRegion.ensureCanWrite}, {@code ProtoChunk.setBlockState}), and return false.
 */
public interface WorldGenLevel {
    /** Block update flags of {@link #setBlock} (game: {@code Block.UPDATE_*}); only {@link #NO_POST_PROCESS} has an effect here. */
    int UPDATE_NEIGHBORS = 1, UPDATE_CLIENTS = 2, UPDATE_NONE = 4, UPDATE_KNOWN_SHAPE = 16, UPDATE_ALL = 3;
    /** Game: {@code Block.UPDATE_KNOWN_SHAPE} (16): the block is not marked for post-processing. */
    int NO_POST_PROCESS = 16;

    /** The state at a position; {@code void_air} outside the build height. */
    int getBlockState(int x, int y, int z);

    /**
     * Sets a block (game: {@code WorldGenRegion.setBlock}): the chunk's final heightmaps follow, a block entity
     * placeholder is made or dropped, and the position is marked for post-processing when the block wants it and
     * {@code flags} lacks {@link #NO_POST_PROCESS}.
     *
     * @return false when the position may not be written (outside the write radius or the build height)
     */
    boolean setBlock(int x, int y, int z, int state, int flags);

    /** Game: {@code WorldGenRegion.ensureCanWrite}: within one chunk of the centre. */
    boolean ensureCanWrite(int x, int y, int z);

    /** The first free y above the heightmap's top block at column (x, z) (game: {@code WorldGenLevel.getHeight(type, x, z)}). */
    int getHeight(Heightmap.Types type, int x, int z);

    /** The zoomed biome id at a block, read from the stored biome grids (game: {@code LevelReader.getBiome}). */
    int getBiome(int x, int y, int z);

    /** Lowest block y of the dimension. */
    int getMinY();

    /** Height of the dimension in blocks. */
    int getHeight();

    /** One above the highest block y (game: {@code getMaxY() + 1}). */
    default int getMaxYExclusive() {
        return getMinY() + getHeight();
    }

    /** Whether y is outside the build height. */
    default boolean isOutsideBuildHeight(int y) {
        return y < getMinY() || y >= getMaxYExclusive();
    }

    /**
     * Lowest y of the generation range height providers resolve anchors against (game: {@code
     * WorldGenerationContext}: {@code max(level min y, noise settings' min y)}).
     */
    int minGenY();

    /** Height of the generation range ({@code min(level height, noise settings' height)}). */
    int genDepth();

    /** The world seed. */
    long getSeed();

    /** The dimension's sea level (noise settings' {@code sea_level}). */
    int getSeaLevel();

    /** Block facts and tags of the pack. */
    BlockStates states();

    /** The chunk at chunk coordinates within the region (for block entity and tick bookkeeping). */
    ProtoChunk chunkAt(int chunkX, int chunkZ);

    /** The centre chunk's x. */
    int centerChunkX();

    /** The centre chunk's z. */
    int centerChunkZ();

    /** Schedules a block tick (game: {@code scheduleTick(pos, block, delay)}), kept by the chunk holding the position. */
    void scheduleBlockTick(int x, int y, int z, String block, int delay);

    /** Schedules a fluid tick (game: {@code scheduleTick(pos, fluid, delay)}). */
    void scheduleFluidTick(int x, int y, int z, String fluid, int delay);

    /**
     * The block entity data at a position, or null when the block there has none (game: {@code getBlockEntity}; in
     * a proto chunk the placeholder the block's placement made).
     */
    ProtoChunk.BlockEntityData getBlockEntity(int x, int y, int z);

    /** Adds an entity (game: {@code addFreshEntity}) to the chunk holding {@code (x, z)}. */
    void addFreshEntity(int x, int z, CompoundBinaryTag entity);

    /** Game: {@code LevelReader.isEmptyBlock}: the state there is air. */
    default boolean isEmptyBlock(int x, int y, int z) {
        return states().isAir(getBlockState(x, y, z));
    }

    /**
     * The iteration order of the position sets features keep ({@link PositionSetOrder}): the game's hash-set order
     * unless a test of a modified game's hashes asks for another.
     */
    default PositionSetOrder positionSetOrder() {
        return PositionSetOrder.HASH;
    }
}
