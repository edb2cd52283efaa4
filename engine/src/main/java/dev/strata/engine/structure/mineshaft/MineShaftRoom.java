package dev.strata.engine.structure.mineshaft;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructurePieceAccessor;
import java.util.ArrayList;
import java.util.List;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.IntArrayBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;

/**
 * The mineshaft's first piece, a dirt-floored room with a domed ceiling (game: {@code MineshaftPieces.MineShaftRoom},
 * type {@code minecraft:msroom}, no orientation): 7..12 blocks across x and z and 5..10 high from y 50 before the
 * start is moved, with shafts leaving its four sides. It remembers each shaft's opening ({@code Entrances}) to cut
 * it free of the floor.
 */
final class MineShaftRoom extends MineshaftPiece {
    private final List<BoundingBox> childEntranceBoxes = new ArrayList<>();

    /** Game constructor: draws the size ({@code nextInt(6)} for x, then y, then z). */
    MineShaftRoom(int genDepth, RandomSource random, int west, int north, MineshaftType type) {
        super(genDepth, type, roomBox(random, west, north));
    }

    /**
     * Game: {@code MineShaftRoom(CompoundTag)}: {@code Entrances}, a list of boxes (int arrays); the game reads a
     * missing or malformed list as empty.
     */
    MineShaftRoom(PieceTag tag) {
        super(tag);
        childEntranceBoxes.addAll(tag.getBoundingBoxList("Entrances"));
    }

    private static BoundingBox roomBox(RandomSource random, int west, int north) {
        int maxX = west + 7 + random.nextInt(6);
        int maxY = 54 + random.nextInt(6);
        int maxZ = north + 7 + random.nextInt(6);
        return new BoundingBox(west, 50, north, maxX, maxY, maxZ);
    }

    @Override
    public String typeId() {
        return "minecraft:msroom";
    }

    /** The openings of the shafts, in the order they were made (read-only view). */
    List<BoundingBox> entrances() {
        return java.util.Collections.unmodifiableList(childEntranceBoxes);
    }

    @Override
    public void addChildren(StructurePiece startPiece, StructurePieceAccessor accessor, RandomSource random) {
        int depth = getGenDepth();
        BoundingBox b = boundingBox;
        int heightSpace = b.getYSpan() - 3 - 1;
        if (heightSpace <= 0) heightSpace = 1;
        int pos;
        // north side, then south, west, east; the loop tests are the game's, with the draw inside the condition
        for (pos = 0; pos < b.getXSpan() && (pos += random.nextInt(b.getXSpan())) + 3 <= b.getXSpan(); pos += 4) {
            MineshaftPiece child = MineshaftPieces.generateAndAddPiece(startPiece, accessor, random, b.minX() + pos, b.minY() + random.nextInt(heightSpace) + 1,
                    b.minZ() - 1, Direction.NORTH, depth);
            if (child == null) continue;
            BoundingBox c = child.getBoundingBox();
            childEntranceBoxes.add(new BoundingBox(c.minX(), c.minY(), b.minZ(), c.maxX(), c.maxY(), b.minZ() + 1));
        }
        for (pos = 0; pos < b.getXSpan() && (pos += random.nextInt(b.getXSpan())) + 3 <= b.getXSpan(); pos += 4) {
            MineshaftPiece child = MineshaftPieces.generateAndAddPiece(startPiece, accessor, random, b.minX() + pos, b.minY() + random.nextInt(heightSpace) + 1,
                    b.maxZ() + 1, Direction.SOUTH, depth);
            if (child == null) continue;
            BoundingBox c = child.getBoundingBox();
            childEntranceBoxes.add(new BoundingBox(c.minX(), c.minY(), b.maxZ() - 1, c.maxX(), c.maxY(), b.maxZ()));
        }
        for (pos = 0; pos < b.getZSpan() && (pos += random.nextInt(b.getZSpan())) + 3 <= b.getZSpan(); pos += 4) {
            MineshaftPiece child = MineshaftPieces.generateAndAddPiece(startPiece, accessor, random, b.minX() - 1, b.minY() + random.nextInt(heightSpace) + 1,
                    b.minZ() + pos, Direction.WEST, depth);
            if (child == null) continue;
            BoundingBox c = child.getBoundingBox();
            childEntranceBoxes.add(new BoundingBox(b.minX(), c.minY(), c.minZ(), b.minX() + 1, c.maxY(), c.maxZ()));
        }
        for (pos = 0; pos < b.getZSpan() && (pos += random.nextInt(b.getZSpan())) + 3 <= b.getZSpan(); pos += 4) {
            MineshaftPiece child = MineshaftPieces.generateAndAddPiece(startPiece, accessor, random, b.maxX() + 1, b.minY() + random.nextInt(heightSpace) + 1,
                    b.minZ() + pos, Direction.EAST, depth);
            if (child == null) continue;
            BoundingBox c = child.getBoundingBox();
            childEntranceBoxes.add(new BoundingBox(b.maxX() - 1, c.minY(), c.minZ(), b.maxX(), c.maxY(), c.maxZ()));
        }
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {
        if (isInInvalidLocation(level, chunkBox)) return;
        int air = blocks(level).caveAir;
        BoundingBox b = boundingBox;
        generateBox(level, chunkBox, b.minX(), b.minY() + 1, b.minZ(), b.maxX(), Math.min(b.minY() + 3, b.maxY()), b.maxZ(), air, air, false);
        for (BoundingBox e : childEntranceBoxes) {
            generateBox(level, chunkBox, e.minX(), e.maxY() - 2, e.minZ(), e.maxX(), e.maxY(), e.maxZ(), air, air, false);
        }
        generateUpperHalfSphere(level, chunkBox, b.minX(), b.minY() + 4, b.minZ(), b.maxX(), b.maxY(), b.maxZ(), air, false);
    }

    @Override
    public void move(int dx, int dy, int dz) {
        super.move(dx, dy, dz);
        for (BoundingBox e : childEntranceBoxes) e.move(dx, dy, dz);
    }

    @Override
    protected void addAdditionalSaveData(CompoundBinaryTag.Builder tag) {
        super.addAdditionalSaveData(tag);
        ListBinaryTag.Builder<IntArrayBinaryTag> list = ListBinaryTag.builder(BinaryTagTypes.INT_ARRAY);
        for (BoundingBox e : childEntranceBoxes) list.add(IntArrayBinaryTag.intArrayBinaryTag(e.toArray()));
        tag.put("Entrances", list.build());
    }
}
