package dev.strata.engine.structure.oceanmonument;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.structure.BoundingBox;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The building's rooms against invariants of the game's {@code MonumentBuilding} constructor and
 * {@code generateRoomGraph}: entry first, core second, the two wing rooms and the penthouse last; the fitted rooms
 * and the core tile the 46 grid cells (5 x 4 on two floors, 3 x 2 on the third) once each; every box lies in the
 * building; the core is 2 x 2 x 2 cells at grid z 2; the wings' designs differ (value and value + 1); and closing
 * openings keeps every grid room reachable from the entry.
 */
class MonumentRoomsTest {
    @Test
    void roomsTileTheGridOnceEachInEveryOrientation() {
        int designs = 0;
        for (long seed = 0; seed < 40; seed++) {
            Direction facing = Direction.HORIZONTAL[(int) (seed % 4)];
            MonumentBuilding b = new MonumentBuilding(new LegacyRandom(seed), 1000, -2000, facing);
            List<OceanMonumentPiece> children = b.childPieces();
            assertInstanceOf(EntryRoom.class, children.get(0));
            assertInstanceOf(CoreRoom.class, children.get(1));
            int n = children.size();
            assertInstanceOf(WingRoom.class, children.get(n - 3));
            assertInstanceOf(WingRoom.class, children.get(n - 2));
            assertInstanceOf(Penthouse.class, children.get(n - 1));
            assertEquals(2, children.get(0).room.index, "the entry is grid room (2, 0, 0)");
            int core = children.get(1).room.index;
            assertEquals(2, core / 5 % 5, "the core is at grid z 2");
            assertEquals(0, core / 25);
            Set<Integer> cells = new HashSet<>();
            int volume = 0;
            for (OceanMonumentPiece p : children.subList(0, n - 3)) {
                BoundingBox box = p.getBoundingBox();
                assertTrue(inside(b.getBoundingBox(), box), p.typeId() + " " + box + " in " + b.getBoundingBox());
                assertEquals(0, box.getXSpan() % 8);
                assertEquals(0, box.getZSpan() % 8);
                assertEquals(0, box.getYSpan() % 4);
                volume += box.getXSpan() / 8 * (box.getYSpan() / 4) * (box.getZSpan() / 8);
                for (OceanMonumentPiece q : children.subList(0, n - 3)) {
                    if (p != q) assertFalse(p.getBoundingBox().intersects(q.getBoundingBox()), p.typeId() + " meets " + q.typeId());
                }
                assertTrue(cells.add(p.room.index), "one piece per first room");
            }
            assertEquals(46, volume, "the grid's 46 cells, each covered once");
            BoundingBox coreBox = children.get(1).getBoundingBox();
            assertEquals(List.of(16, 8, 16), List.of(coreBox.getXSpan(), coreBox.getYSpan(), coreBox.getZSpan()));
            WingRoom left = (WingRoom) children.get(n - 3), right = (WingRoom) children.get(n - 2);
            assertNotEquals(design(left), design(right), "value and value + 1");
            designs += design(left);
            for (OceanMonumentPiece p : children.subList(0, n - 3)) {
                assertTrue(p.room.findSource(1_000_000 + p.room.index), "room " + p.room.index + " reaches the entry");
            }
        }
        assertTrue(designs > 0 && designs < 40, "both designs occur on the left");
    }

    private static int design(WingRoom w) {
        return w.mainDesign();
    }

    private static boolean inside(BoundingBox outer, BoundingBox in) {
        return in.minX() >= outer.minX() && in.maxX() <= outer.maxX() && in.minY() >= outer.minY() && in.maxY() <= outer.maxY()
                && in.minZ() >= outer.minZ() && in.maxZ() <= outer.maxZ();
    }
}
