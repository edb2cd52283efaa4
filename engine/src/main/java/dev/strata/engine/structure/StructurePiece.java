package dev.strata.engine.structure;

import dev.strata.engine.feature.BlockSupport;
import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.levelgen.Heightmap;
import dev.strata.engine.random.RandomSource;
import java.util.List;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.IntArrayBinaryTag;

/**
 * One piece of a structure start (game: {@code levelgen.structure.StructurePiece}): its type id, generation depth,
 * bounding box (absolute block coordinates, inclusive) and orientation, and the helpers pieces build with.
 *
 * <p>Coordinates given to the helpers are the piece's own ({@code x} across, {@code y} up, {@code z} along the
 * piece's direction) and are turned into world coordinates by {@link #getWorldX}, {@link #getWorldY},
 * {@link #getWorldZ} as the game does: north and south keep x and count z from the box's max (north) or min
 * (south) z; west and east swap the axes; a piece without orientation uses world coordinates directly. The
 * orientation also sets the mirror and rotation applied to placed states ({@link BlockOrientation}): south mirrors
 * left-right, west mirrors and rotates clockwise, east rotates clockwise.
 *
 * <p>Block helpers write into a {@link WorldGenLevel} (absolute coordinates, 26.2 state ids) and only inside the
 * chunk box they are given, the box of the chunk being decorated.
 */
public abstract class StructurePiece {
    protected BoundingBox boundingBox;
    protected int genDepth;
    private Direction orientation;
    private BlockOrientation.Mirror mirror = BlockOrientation.Mirror.NONE;
    private BlockOrientation.Rotation rotation = BlockOrientation.Rotation.NONE;
    /** Whether {@link StructureStart#placeInChunk} has placed this piece (or it was read back from a checkpoint). */
    private boolean placed;

    protected StructurePiece(int genDepth, BoundingBox boundingBox) {
        this.genDepth = genDepth;
        this.boundingBox = boundingBox;
    }

    /**
     * The game's load constructor ({@code StructurePiece(StructurePieceType, CompoundTag)}): {@code GD}, {@code BB}
     * and {@code O}, an orientation of -1 being none and any other value a 2D data value ({@link
     * PieceTag#from2DDataValue}). The game reads a missing {@code GD} or {@code O} as 0 and fails on a missing
     * {@code BB}; Strata fails on all three ({@link PieceTag}).
     *
     * @throws StructureNbtException naming the field's path when one is missing or of another type
     */
    protected StructurePiece(PieceTag tag) {
        this(tag.getInt("GD"), tag.getBoundingBox("BB"));
        int o = tag.getInt("O");
        setOrientation(o == -1 ? null : PieceTag.from2DDataValue(o));
    }

    /**
     * Whether this piece has been placed into some chunk since it was made ({@link StructureStart#placeInChunk}), or
     * was read back as a placed piece ({@link #markPlaced}): placing may have changed what it saves and what it places
     * next (a chest or spawner placed, a floor height taken), so a checkpoint keeps its start. Not part of the game's
     * NBT. Written by the thread placing it; read once no decoration runs.
     */
    public final boolean placed() {
        return placed;
    }

    /** Marks the piece as placed ({@link #placed}). */
    public final void markPlaced() {
        placed = true;
    }

    /** The piece type's registry id (game: {@code StructurePieceType}, e.g. {@code minecraft:mscorridor}). */
    public abstract String typeId();

    /** Adds the piece's children (game: {@code addChildren}); the default adds none. */
    public void addChildren(StructurePiece startPiece, StructurePieceAccessor accessor, RandomSource random) {}

    /**
     * Places the piece's blocks that fall inside {@code chunkBox} (game: {@code postProcess}), during the features
     * step of the chunk {@code chunkBox} covers.
     *
     * @param referencePos the start's reference position ({@link dev.strata.engine.levelgen.BlockPos#asLong} packed)
     */
    public abstract void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos);

    /** The piece's own NBT fields after {@code id}, {@code BB}, {@code O}, {@code GD} (game: {@code addAdditionalSaveData}). */
    protected abstract void addAdditionalSaveData(CompoundBinaryTag.Builder tag);

    /**
     * The piece as the game stores it in a chunk's {@code structures.starts.<id>.Children} list (game:
     * {@code createTag}): {@code id}, {@code BB} (int array), {@code O} (2D data value or -1), {@code GD}, then the
     * piece's own fields.
     */
    public final CompoundBinaryTag createTag() {
        CompoundBinaryTag.Builder b = CompoundBinaryTag.builder();
        b.putString("id", typeId());
        b.put("BB", IntArrayBinaryTag.intArrayBinaryTag(boundingBox.toArray()));
        b.putInt("O", orientation == null ? -1 : get2DDataValue(orientation));
        b.putInt("GD", genDepth);
        addAdditionalSaveData(b);
        return b.build();
    }

    /** Game: {@code Direction.get2DDataValue}: south 0, west 1, north 2, east 3. */
    public static int get2DDataValue(Direction d) {
        return switch (d) {
            case SOUTH -> 0;
            case WEST -> 1;
            case NORTH -> 2;
            case EAST -> 3;
            default -> throw new IllegalArgumentException("not horizontal: " + d);
        };
    }

    public BoundingBox getBoundingBox() {
        return boundingBox;
    }

    public int getGenDepth() {
        return genDepth;
    }

    public void setGenDepth(int genDepth) {
        this.genDepth = genDepth;
    }

    /** The piece's direction, or null for none. */
    public Direction getOrientation() {
        return orientation;
    }

    /** Sets the direction and, from it, the mirror and rotation of placed states (game: {@code setOrientation}). */
    public void setOrientation(Direction orientation) {
        this.orientation = orientation;
        if (orientation == null) {
            rotation = BlockOrientation.Rotation.NONE;
            mirror = BlockOrientation.Mirror.NONE;
            return;
        }
        switch (orientation) {
            case SOUTH -> {
                mirror = BlockOrientation.Mirror.LEFT_RIGHT;
                rotation = BlockOrientation.Rotation.NONE;
            }
            case WEST -> {
                mirror = BlockOrientation.Mirror.LEFT_RIGHT;
                rotation = BlockOrientation.Rotation.CLOCKWISE_90;
            }
            case EAST -> {
                mirror = BlockOrientation.Mirror.NONE;
                rotation = BlockOrientation.Rotation.CLOCKWISE_90;
            }
            default -> {
                mirror = BlockOrientation.Mirror.NONE;
                rotation = BlockOrientation.Rotation.NONE;
            }
        }
    }

    public BlockOrientation.Mirror getMirror() {
        return mirror;
    }

    public BlockOrientation.Rotation getRotation() {
        return rotation;
    }

    /** Moves the piece (game: {@code move}); subclasses that keep more boxes move them too. */
    public void move(int dx, int dy, int dz) {
        boundingBox.move(dx, dy, dz);
    }

    /** Whether the piece's footprint comes within {@code distance} blocks of the chunk (game: {@code isCloseToChunk}). */
    public boolean isCloseToChunk(int chunkX, int chunkZ, int distance) {
        int cx = chunkX << 4, cz = chunkZ << 4;
        return boundingBox.intersects(cx - distance, cz - distance, cx + 15 + distance, cz + 15 + distance);
    }

    /** The game's {@code makeBoundingBox}: a box of the piece's size at a corner, width across the direction. */
    protected static BoundingBox makeBoundingBox(int x, int y, int z, Direction direction, int width, int height, int depth) {
        if (direction.axis() == 2) return new BoundingBox(x, y, z, x + width - 1, y + height - 1, z + depth - 1);
        return new BoundingBox(x, y, z, x + depth - 1, y + height - 1, z + width - 1);
    }

    /** The first piece of {@code pieces} whose box meets {@code box}, or null (game: {@code findCollisionPiece}). */
    public static StructurePiece findCollisionPiece(List<StructurePiece> pieces, BoundingBox box) {
        for (StructurePiece p : pieces) {
            if (p.getBoundingBox().intersects(box)) return p;
        }
        return null;
    }

    /** World x of the piece's own {@code (x, z)}. */
    protected int getWorldX(int x, int z) {
        if (orientation == null) return x;
        return switch (orientation) {
            case NORTH, SOUTH -> boundingBox.minX() + x;
            case WEST -> boundingBox.maxX() - z;
            case EAST -> boundingBox.minX() + z;
            default -> x;
        };
    }

    /** World y of the piece's own {@code y}. */
    protected int getWorldY(int y) {
        return orientation == null ? y : y + boundingBox.minY();
    }

    /** World z of the piece's own {@code (x, z)}. */
    protected int getWorldZ(int x, int z) {
        if (orientation == null) return z;
        return switch (orientation) {
            case NORTH -> boundingBox.maxZ() - z;
            case SOUTH -> boundingBox.minZ() + z;
            case WEST, EAST -> boundingBox.minZ() + x;
            default -> z;
        };
    }

    // ---- block helpers (piece coordinates unless named otherwise) ----

    /** Game: {@code canBeReplaced} of the piece at its own coordinates; the default replaces anything. */
    protected boolean canBeReplaced(WorldGenLevel level, int x, int y, int z, BoundingBox chunkBox) {
        return true;
    }

    /**
     * Places a state at the piece's own coordinates when inside {@code chunkBox} and replaceable (game:
     * {@code placeBlock}): mirrored and rotated by the orientation, set with flags 2, a fluid tick scheduled when
     * the placed state holds a fluid, and the blocks of the game's {@code SHAPE_CHECK_BLOCKS} (fences, torches,
     * ladders, iron bars) marked for post-processing.
     */
    protected void placeBlock(WorldGenLevel level, int state, int x, int y, int z, BoundingBox chunkBox) {
        int wx = getWorldX(x, z), wy = getWorldY(y), wz = getWorldZ(x, z);
        if (!chunkBox.isInside(wx, wy, wz)) return;
        if (!canBeReplaced(level, x, y, z, chunkBox)) return;
        var states = level.states();
        if (mirror != BlockOrientation.Mirror.NONE) state = BlockOrientation.mirror(states, state, mirror);
        if (rotation != BlockOrientation.Rotation.NONE) state = BlockOrientation.rotate(states, state, rotation);
        level.setBlock(wx, wy, wz, state, WorldGenLevel.UPDATE_CLIENTS);
        int now = level.getBlockState(wx, wy, wz);
        if (states.hasFluid(now)) {
            String fluid = states.isLavaFluid(now) ? "lava" : "water";
            level.scheduleFluidTick(wx, wy, wz, states.isSourceFluid(now) ? "minecraft:" + fluid : "minecraft:flowing_" + fluid, 0);
        }
        if (BlockOrientation.isShapeCheckBlock(states, state)) {
            level.chunkAt(wx >> 4, wz >> 4).markPostProcessing(wx & 15, wy, wz & 15);
        }
    }

    /** The state at the piece's own coordinates, or air outside {@code chunkBox} (game: {@code getBlock}). */
    protected int getBlock(WorldGenLevel level, int x, int y, int z, BoundingBox chunkBox) {
        int wx = getWorldX(x, z), wy = getWorldY(y), wz = getWorldZ(x, z);
        if (!chunkBox.isInside(wx, wy, wz)) return level.states().air;
        return level.getBlockState(wx, wy, wz);
    }

    /**
     * Whether the block above the piece's own position is below the ocean-floor heightmap (game: {@code
     * isInterior}); false outside {@code chunkBox}.
     */
    protected boolean isInterior(WorldGenLevel level, int x, int y, int z, BoundingBox chunkBox) {
        int wx = getWorldX(x, z), wy = getWorldY(y + 1), wz = getWorldZ(x, z);
        if (!chunkBox.isInside(wx, wy, wz)) return false;
        return wy < level.getHeight(Heightmap.Types.OCEAN_FLOOR_WG, wx, wz);
    }

    /** Fills a box of the piece's coordinates: {@code edge} on its faces, {@code fill} inside (game: {@code generateBox}). */
    protected void generateBox(WorldGenLevel level, BoundingBox chunkBox, int x0, int y0, int z0, int x1, int y1, int z1, int edge, int fill, boolean skipAir) {
        for (int y = y0; y <= y1; y++) {
            for (int x = x0; x <= x1; x++) {
                for (int z = z0; z <= z1; z++) {
                    if (skipAir && level.states().isAir(getBlock(level, x, y, z, chunkBox))) continue;
                    boolean onEdge = y == y0 || y == y1 || x == x0 || x == x1 || z == z0 || z == z1;
                    placeBlock(level, onEdge ? edge : fill, x, y, z, chunkBox);
                }
            }
        }
    }

    /** {@link #generateBox} over a box given in the same coordinates. */
    protected void generateBox(WorldGenLevel level, BoundingBox chunkBox, BoundingBox box, int edge, int fill, boolean skipAir) {
        generateBox(level, chunkBox, box.minX(), box.minY(), box.minZ(), box.maxX(), box.maxY(), box.maxZ(), edge, fill, skipAir);
    }

    /**
     * As {@link #generateBox}, each block only when a float draw is at most {@code probability} (the draw is made
     * for every position, first of all tests), and when {@code hasToBeInside}, only where {@link #isInterior}
     * (game: {@code generateMaybeBox}).
     */
    protected void generateMaybeBox(WorldGenLevel level, BoundingBox chunkBox, RandomSource random, float probability, int x0, int y0, int z0, int x1, int y1, int z1,
            int edge, int fill, boolean skipAir, boolean hasToBeInside) {
        for (int y = y0; y <= y1; y++) {
            for (int x = x0; x <= x1; x++) {
                for (int z = z0; z <= z1; z++) {
                    if (random.nextFloat() > probability) continue;
                    if (skipAir && level.states().isAir(getBlock(level, x, y, z, chunkBox))) continue;
                    if (hasToBeInside && !isInterior(level, x, y, z, chunkBox)) continue;
                    boolean onEdge = y == y0 || y == y1 || x == x0 || x == x1 || z == z0 || z == z1;
                    placeBlock(level, onEdge ? edge : fill, x, y, z, chunkBox);
                }
            }
        }
    }

    /** Places a state when a float draw is below {@code probability} (game: {@code maybeGenerateBlock}). */
    protected void maybeGenerateBlock(WorldGenLevel level, BoundingBox chunkBox, RandomSource random, float probability, int x, int y, int z, int state) {
        if (random.nextFloat() < probability) placeBlock(level, state, x, y, z, chunkBox);
    }

    /** Fills the upper half ellipsoid of a box (float arithmetic as the game's {@code generateUpperHalfSphere}). */
    protected void generateUpperHalfSphere(WorldGenLevel level, BoundingBox chunkBox, int x0, int y0, int z0, int x1, int y1, int z1, int fill, boolean skipAir) {
        float diagX = x1 - x0 + 1;
        float diagY = y1 - y0 + 1;
        float diagZ = z1 - z0 + 1;
        float cx = x0 + diagX / 2.0f;
        float cz = z0 + diagZ / 2.0f;
        for (int y = y0; y <= y1; y++) {
            float ny = (float) (y - y0) / diagY;
            for (int x = x0; x <= x1; x++) {
                float nx = ((float) x - cx) / (diagX * 0.5f);
                for (int z = z0; z <= z1; z++) {
                    float nz = ((float) z - cz) / (diagZ * 0.5f);
                    if (skipAir && level.states().isAir(getBlock(level, x, y, z, chunkBox))) continue;
                    float dist = nx * nx + ny * ny + nz * nz;
                    if (!(dist <= 1.05f)) continue;
                    placeBlock(level, fill, x, y, z, chunkBox);
                }
            }
        }
    }

    /**
     * Fills downwards from the piece's own position while the block is replaceable by structures and above the
     * world's bottom + 1 (game: {@code fillColumnDown}).
     */
    protected void fillColumnDown(WorldGenLevel level, int state, int x, int startY, int z, BoundingBox chunkBox) {
        int wx = getWorldX(x, z), wy = getWorldY(startY), wz = getWorldZ(x, z);
        if (!chunkBox.isInside(wx, wy, wz)) return;
        while (isReplaceableByStructures(level, level.getBlockState(wx, wy, wz)) && wy > level.getMinY() + 1) {
            level.setBlock(wx, wy, wz, state, WorldGenLevel.UPDATE_CLIENTS);
            wy--;
        }
    }

    /** Game: {@code isReplaceableByStructures}: air, a liquid, glow lichen, seagrass, tall seagrass. */
    protected static boolean isReplaceableByStructures(WorldGenLevel level, int state) {
        var s = level.states();
        if (s.isAir(state) || isLiquid(s, state)) return true;
        int b = s.block(state);
        return b == s.blockIndex("minecraft:glow_lichen") || b == s.blockIndex("minecraft:seagrass") || b == s.blockIndex("minecraft:tall_seagrass");
    }

    /** Game: {@code BlockState.liquid()}: the block is a liquid block (water or lava blocks, any level). */
    protected static boolean isLiquid(dev.strata.engine.block.BlockStates s, int state) {
        int b = s.block(state);
        return b == s.blockIndex("minecraft:water") || b == s.blockIndex("minecraft:lava");
    }

    /** Game: {@code isFaceSturdy(level, pos, face)} with support type full. */
    protected static boolean isFaceSturdy(int state, Direction face) {
        return BlockSupport.vanilla().isFaceSturdy(state, face);
    }
}
