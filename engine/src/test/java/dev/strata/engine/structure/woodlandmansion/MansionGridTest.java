package dev.strata.engine.structure.woodlandmansion;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The mansion's plan against the game's rules ({@code WoodlandMansionPieces.MansionGrid}), worked out by hand for a
 * {@link ScriptedRandom}: every corridor's eight turns are east, the way back, so each of the four corridors is two
 * cells long with rooms around it; then {@code cleanEdges} fills (3, 2), (3, 7) (two house sides, one house corner)
 * and (8, 8), and leaves (3, 4), (3, 5) and (4, 8) (two house corners).
 */
class MansionGridTest {
    /** Rows y = 0..10, columns x = 0..10 (5 blocked, 3 entrance hall, 2 room, 1 corridor, 0 clear). */
    private static final String[] BASE = {
        "55555555555",
        "55555555555",
        "00022211155",
        "00021112155",
        "00002223355",
        "00002223355",
        "00021112155",
        "00022211155",
        "00000222200",
        "55555555555",
        "55555555555"};

    @Test
    void basePlanWorkedOutByHand() {
        MansionGrid g = new MansionGrid(new ScriptedRandom());
        assertEquals(List.of(BASE), rows(g.baseGrid));
        assertEquals(MansionGrid.BLOCKED, g.baseGrid.get(-1, 4), "outside");
    }

    /**
     * Floor 1's rooms: the 20 room cells in row order, shuffled with every {@code nextInt(i)} 0, come out as cells 1..19
     * then 0, so the first room (id 10) starts at (4, 2): no 2x2 fits ((4, 3) is a corridor), a 1x2 towards +x does;
     * both {@code nextBoolean}s false put the door at the max corner (5, 2), which has the corridor (6, 2) beside it.
     * The entrance hall's east column is a corridor of rooms.
     */
    @Test
    void firstRoomAndEntranceCorridor() {
        MansionGrid g = new MansionGrid(new ScriptedRandom());
        SimpleGrid rooms = g.floorRooms[0];
        assertEquals(MansionGrid.ROOM_1X2 | 10, rooms.get(4, 2));
        assertEquals(MansionGrid.ROOM_ORIGIN_FLAG | MansionGrid.ROOM_DOOR_FLAG | MansionGrid.ROOM_1X2 | 10, rooms.get(5, 2));
        assertEquals(MansionGrid.ROOM_CORRIDOR_FLAG, rooms.get(8, 4));
        assertEquals(MansionGrid.ROOM_CORRIDOR_FLAG, rooms.get(8, 5));
        assertEquals(MansionGrid.ROOM_CORRIDOR_FLAG, g.floorRooms[1].get(8, 5));
    }

    static List<String> rows(SimpleGrid grid) {
        List<String> out = new ArrayList<>();
        for (int y = 0; y < grid.height; y++) {
            StringBuilder b = new StringBuilder();
            for (int x = 0; x < grid.width; x++) b.append(grid.get(x, y));
            out.add(b.toString());
        }
        return out;
    }
}
