package dev.strata.engine.structure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.RandomSource;
import java.util.List;
import java.util.Map;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.junit.jupiter.api.Test;

/** The shared structure machinery against the game's rules ({@code BoundingBox}, {@code StructurePiece}, rails' turning). */
class StructureMachineryTest {

    /** A bare piece for the tests. */
    private static final class Piece extends StructurePiece {
        Piece(int depth, BoundingBox box, Direction o) {
            super(depth, box);
            setOrientation(o);
        }

        @Override public String typeId() { return "strata:test"; }
        @Override public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {}
        @Override protected void addAdditionalSaveData(CompoundBinaryTag.Builder tag) { tag.putInt("extra", 7); }
    }

    @Test
    void boxesAreInclusiveAndOrientedAsTheGamesAre() {
        BoundingBox a = new BoundingBox(0, 0, 0, 4, 4, 4);
        assertTrue(a.intersects(new BoundingBox(4, 4, 4, 9, 9, 9)), "sharing one corner block");
        assertFalse(a.intersects(new BoundingBox(5, 0, 0, 9, 4, 4)));
        assertFalse(a.intersects(new BoundingBox(0, 5, 0, 4, 9, 4)), "y counts for boxes");
        assertTrue(a.intersects(0, 0, 0, 0), "the footprint test ignores y");
        assertEquals(new BoundingBox(1, 2, 3, 0, 0, 0), new BoundingBox(0, 0, 0, 1, 2, 3), "inverted corners are ordered");
        assertEquals(5, a.getXSpan());
        assertEquals(2, new BoundingBox(0, 0, 0, 3, 3, 3).centerX(), "min + span / 2");
        // game: orientBox(foot, off, width 3, height 4, depth 5)
        assertEquals(new BoundingBox(11, 21, 26, 13, 24, 30), BoundingBox.orientBox(10, 20, 30, 1, 1, 0, 3, 4, 5, Direction.NORTH));
        assertEquals(new BoundingBox(11, 21, 30, 13, 24, 34), BoundingBox.orientBox(10, 20, 30, 1, 1, 0, 3, 4, 5, Direction.SOUTH));
        assertEquals(new BoundingBox(6, 21, 31, 10, 24, 33), BoundingBox.orientBox(10, 20, 30, 1, 1, 0, 3, 4, 5, Direction.WEST));
        assertEquals(new BoundingBox(10, 21, 31, 14, 24, 33), BoundingBox.orientBox(10, 20, 30, 1, 1, 0, 3, 4, 5, Direction.EAST));
        BoundingBox m = a.moved(1, 2, 3);
        assertEquals(new BoundingBox(0, 0, 0, 4, 4, 4), a, "moved copies");
        a.move(1, 2, 3);
        assertEquals(m, a, "move changes the box itself");
        assertEquals(new BoundingBox(-5, 0, 0, 5, 4, 4), BoundingBox.encapsulatingBoxes(List.of(new BoundingBox(-5, 0, 0, 0, 1, 1), new BoundingBox(0, 0, 0, 5, 4, 4))));
        assertThrows(IllegalStateException.class, () -> BoundingBox.encapsulatingBoxes(List.of()));
    }

    @Test
    void pieceCoordinatesTurnWithTheOrientation() {
        BoundingBox box = new BoundingBox(10, 20, 30, 14, 25, 40);
        Piece north = new Piece(0, box, Direction.NORTH), south = new Piece(0, box, Direction.SOUTH);
        Piece west = new Piece(0, box, Direction.WEST), east = new Piece(0, box, Direction.EAST), none = new Piece(0, box, null);
        assertEquals(11, north.getWorldX(1, 2));
        assertEquals(38, north.getWorldZ(1, 2), "north counts z back from max z");
        assertEquals(32, south.getWorldZ(1, 2));
        assertEquals(12, west.getWorldX(1, 2), "west counts x back from max x by z");
        assertEquals(31, west.getWorldZ(1, 2));
        assertEquals(12, east.getWorldX(1, 2));
        assertEquals(23, east.getWorldY(3));
        assertEquals(1, none.getWorldX(1, 2), "no orientation: world coordinates");
        assertEquals(3, none.getWorldY(3));
        assertEquals(BlockOrientation.Mirror.LEFT_RIGHT, south.getMirror());
        assertEquals(BlockOrientation.Rotation.CLOCKWISE_90, west.getRotation());
        assertEquals(BlockOrientation.Mirror.LEFT_RIGHT, west.getMirror());
        assertEquals(BlockOrientation.Mirror.NONE, east.getMirror());
        CompoundBinaryTag t = west.createTag();
        assertEquals("strata:test", t.getString("id"));
        assertEquals(1, t.getInt("O"));
        assertEquals(7, t.getInt("extra"));
        assertEquals(-1, none.createTag().getInt("O"));
    }

    @Test
    void railShapesTurnAsTheGamesRailBlockTurnsThem() {
        // game: BaseRailBlock.rotate(CLOCKWISE_90) and mirror(LEFT_RIGHT / FRONT_BACK)
        Map<String, String> cw90 = Map.of("north_south", "east_west", "east_west", "north_south", "ascending_east", "ascending_south",
                "ascending_west", "ascending_north", "ascending_north", "ascending_east", "ascending_south", "ascending_west", "south_east", "south_west",
                "south_west", "north_west", "north_west", "north_east", "north_east", "south_east");
        Map<String, String> leftRight = Map.of("north_south", "north_south", "east_west", "east_west", "ascending_east", "ascending_east",
                "ascending_west", "ascending_west", "ascending_north", "ascending_south", "ascending_south", "ascending_north", "south_east", "north_east",
                "south_west", "north_west", "north_west", "south_west", "north_east", "south_east");
        Map<String, String> frontBack = Map.of("north_south", "north_south", "east_west", "east_west", "ascending_east", "ascending_west",
                "ascending_west", "ascending_east", "ascending_north", "ascending_north", "ascending_south", "ascending_south", "south_east", "south_west",
                "south_west", "south_east", "north_west", "north_east", "north_east", "north_west");
        for (var e : cw90.entrySet()) {
            assertEquals(e.getValue(), BlockOrientation.railShape(e.getKey(), BlockOrientation.Mirror.NONE, BlockOrientation.Rotation.CLOCKWISE_90), e.getKey());
        }
        for (var e : leftRight.entrySet()) {
            assertEquals(e.getValue(), BlockOrientation.railShape(e.getKey(), BlockOrientation.Mirror.LEFT_RIGHT, BlockOrientation.Rotation.NONE), e.getKey());
        }
        for (var e : frontBack.entrySet()) {
            assertEquals(e.getValue(), BlockOrientation.railShape(e.getKey(), BlockOrientation.Mirror.FRONT_BACK, BlockOrientation.Rotation.NONE), e.getKey());
        }
    }

    @Test
    void theBuilderFindsCollisionsInOrderAndMovesBelowSeaLevelWithOneDraw() {
        StructurePiecesBuilder b = new StructurePiecesBuilder();
        Piece p1 = new Piece(0, new BoundingBox(0, 50, 0, 9, 59, 9), null);
        Piece p2 = new Piece(1, new BoundingBox(5, 50, 5, 20, 52, 7), Direction.EAST);
        b.addPiece(p1);
        b.addPiece(p2);
        assertTrue(b.findCollisionPiece(new BoundingBox(6, 51, 6, 6, 51, 6)) == p1, "the first of two that meet");
        assertTrue(b.findCollisionPiece(new BoundingBox(15, 51, 6, 15, 51, 6)) == p2);
        assertEquals(null, b.findCollisionPiece(new BoundingBox(15, 60, 6, 15, 60, 6)));
        // game: moveBelowSeaLevel(63, -64, random, 10): top to ySpan + minY + 1 + nextInt(53 - that)
        LegacyRandom r = new LegacyRandom(99), copy = new LegacyRandom(99);
        int top = 10 - 64 + 1 + copy.nextInt(53 - (10 - 64 + 1));
        int dy = b.moveBelowSeaLevel(63, -64, r, 10);
        assertEquals(top - 59, dy);
        assertEquals(top, b.getBoundingBox().maxY());
        assertEquals(50 + dy, p2.getBoundingBox().minY(), "every piece moves");
        StructureStart start = new StructureStart("strata:test", 1, 2, 0, b.build(), 0);
        CompoundBinaryTag t = start.createTag();
        assertEquals(2, t.getList("Children").size());
        assertEquals(1, t.getInt("ChunkX"));
        assertEquals(2, t.getInt("ChunkZ"));
        assertEquals(new BoundingBox(0, 50 + dy, 0, 20, 59 + dy, 9).inflatedBy(12), new StructureStart("strata:test", 1, 2, 0, b.build(), 12).boundingBox());
        assertEquals(new BoundingBox(16, -63, 32, 31, 319, 47), StructureStart.writableArea(1, 2, -64, 384));
    }
}
