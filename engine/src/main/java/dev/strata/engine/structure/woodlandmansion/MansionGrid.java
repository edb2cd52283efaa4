package dev.strata.engine.structure.woodlandmansion;

import dev.strata.engine.feature.tree.Direction;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.random.Shuffle;
import java.util.ArrayList;
import java.util.List;

/**
 * The plan of a woodland mansion (game: {@code WoodlandMansionPieces.MansionGrid}, 26.1 and 26.2 alike): an 11 x 11
 * grid of 8-block cells for the two lower floors ({@link #baseGrid}), one for the third floor, and per floor a grid
 * of rooms. Everything is drawn from the start's random in the constructor, in the game's order:
 * <ol>
 *   <li>the fixed middle: the entrance hall (cells (7, 4) to (8, 5), {@link #START_ROOM}), rooms west of it, a
 *       blocked strip east of it, corridor stubs, and the blocked top two and bottom two rows;</li>
 *   <li>four {@link #recursiveCorridor}s (from (7, 2) and (7, 7) with 6 steps, from (5, 3) and (5, 6) with 3, all
 *       heading west), then {@link #cleanEdges} until nothing changes;</li>
 *   <li>{@link #identifyRooms} for floor 1, then for floor 2 (fresh draws, the same plan); the entrance hall's east
 *       column marked as a corridor of rooms on both;</li>
 *   <li>{@link #setupThirdFloor}, then the third floor's rooms.</li>
 * </ol>
 * Cell values: {@link #CLEAR}, {@link #CORRIDOR}, {@link #ROOM}, {@link #START_ROOM}, {@link #BLOCKED} (4, a test
 * room, is never set). A room cell: its type ({@code 1x1}, {@code 1x2}, {@code 2x2}) | flags (origin, door, stairs,
 * corridor) | its id (from 10 up, per floor).
 */
final class MansionGrid {
    static final int CLEAR = 0, CORRIDOR = 1, ROOM = 2, START_ROOM = 3, TEST_ROOM = 4, BLOCKED = 5;
    static final int ROOM_1X1 = 0x10000, ROOM_1X2 = 0x20000, ROOM_2X2 = 0x40000;
    static final int ROOM_ORIGIN_FLAG = 0x100000, ROOM_DOOR_FLAG = 0x200000, ROOM_STAIRS_FLAG = 0x400000, ROOM_CORRIDOR_FLAG = 0x800000;
    static final int ROOM_TYPE_MASK = 0xF0000, ROOM_ID_MASK = 0xFFFF;
    /** Game: {@code Direction.from2DDataValue} (south, west, north, east). */
    private static final Direction[] BY_2D = {Direction.SOUTH, Direction.WEST, Direction.NORTH, Direction.EAST};

    private final RandomSource random;
    final SimpleGrid baseGrid;
    final SimpleGrid thirdFloorGrid;
    final SimpleGrid[] floorRooms;
    final int entranceX = 7;
    final int entranceY = 4;

    MansionGrid(RandomSource random) {
        this.random = random;
        int size = 11;
        baseGrid = new SimpleGrid(size, size, BLOCKED);
        baseGrid.set(entranceX, entranceY, entranceX + 1, entranceY + 1, START_ROOM);
        baseGrid.set(entranceX - 1, entranceY, entranceX - 1, entranceY + 1, ROOM);
        baseGrid.set(entranceX + 2, entranceY - 2, entranceX + 3, entranceY + 3, BLOCKED);
        baseGrid.set(entranceX + 1, entranceY - 2, entranceX + 1, entranceY - 1, CORRIDOR);
        baseGrid.set(entranceX + 1, entranceY + 2, entranceX + 1, entranceY + 3, CORRIDOR);
        baseGrid.set(entranceX - 1, entranceY - 1, CORRIDOR);
        baseGrid.set(entranceX - 1, entranceY + 2, CORRIDOR);
        baseGrid.set(0, 0, size, 1, BLOCKED);
        baseGrid.set(0, 9, size, size, BLOCKED);
        recursiveCorridor(baseGrid, entranceX, entranceY - 2, Direction.WEST, 6);
        recursiveCorridor(baseGrid, entranceX, entranceY + 3, Direction.WEST, 6);
        recursiveCorridor(baseGrid, entranceX - 2, entranceY - 1, Direction.WEST, 3);
        recursiveCorridor(baseGrid, entranceX - 2, entranceY + 2, Direction.WEST, 3);
        while (cleanEdges(baseGrid)) {
            // again until stable
        }
        floorRooms = new SimpleGrid[] {new SimpleGrid(size, size, BLOCKED), new SimpleGrid(size, size, BLOCKED), new SimpleGrid(size, size, BLOCKED)};
        identifyRooms(baseGrid, floorRooms[0]);
        identifyRooms(baseGrid, floorRooms[1]);
        floorRooms[0].set(entranceX + 1, entranceY, entranceX + 1, entranceY + 1, ROOM_CORRIDOR_FLAG);
        floorRooms[1].set(entranceX + 1, entranceY, entranceX + 1, entranceY + 1, ROOM_CORRIDOR_FLAG);
        thirdFloorGrid = new SimpleGrid(baseGrid.width, baseGrid.height, BLOCKED);
        setupThirdFloor();
        identifyRooms(thirdFloorGrid, floorRooms[2]);
    }

    /** Game: {@code isHouse}: a corridor, a room, the start room or a test room. */
    static boolean isHouse(SimpleGrid grid, int x, int y) {
        int v = grid.get(x, y);
        return v == CORRIDOR || v == ROOM || v == START_ROOM || v == TEST_ROOM;
    }

    /** Whether the cell of {@code floor}'s room grid belongs to room {@code id} (the grid argument is the game's, unused). */
    boolean isRoomId(int x, int y, int floor, int id) {
        return (floorRooms[floor].get(x, y) & ROOM_ID_MASK) == id;
    }

    /** The first horizontal direction (north, east, south, west) whose neighbour is part of room {@code id}, or null. */
    Direction get1x2RoomDirection(int x, int y, int floor, int id) {
        for (Direction d : Direction.HORIZONTAL) {
            if (isRoomId(x + d.stepX, y + d.stepZ, floor, id)) return d;
        }
        return null;
    }

    /** Game: {@code Direction.from2DDataValue(i)}. */
    static Direction from2DDataValue(int i) {
        return BY_2D[Math.abs(i % 4)];
    }

    /** Game: {@code getCounterClockWise()} about the y axis. */
    static Direction counterClockWise(Direction d) {
        return d.clockWise().opposite();
    }

    /**
     * Game: {@code recursiveCorridor}: (x, y) becomes a corridor and the next cell ahead too when clear; up to eight
     * tries of a random turn ({@code nextInt(4)} as a 2D direction, never back, east only when {@code nextBoolean()}
     * is false), the first whose two cells beyond the next cell are clear continues from there with one step less;
     * then the clear cells beside, beside ahead, two ahead and two beside become rooms.
     */
    private void recursiveCorridor(SimpleGrid grid, int x, int y, Direction heading, int depth) {
        if (depth <= 0) return;
        grid.set(x, y, CORRIDOR);
        grid.setIf(x + heading.stepX, y + heading.stepZ, CLEAR, CORRIDOR);
        for (int attempt = 0; attempt < 8; attempt++) {
            Direction turn = from2DDataValue(random.nextInt(4));
            if (turn == heading.opposite()) continue;
            if (turn == Direction.EAST && random.nextBoolean()) continue;
            int nx = x + heading.stepX, ny = y + heading.stepZ;
            if (grid.get(nx + turn.stepX, ny + turn.stepZ) == CLEAR && grid.get(nx + turn.stepX * 2, ny + turn.stepZ * 2) == CLEAR) {
                recursiveCorridor(grid, nx + turn.stepX, ny + turn.stepZ, turn, depth - 1);
                break;
            }
        }
        Direction cw = heading.clockWise(), ccw = counterClockWise(heading);
        grid.setIf(x + cw.stepX, y + cw.stepZ, CLEAR, ROOM);
        grid.setIf(x + ccw.stepX, y + ccw.stepZ, CLEAR, ROOM);
        grid.setIf(x + heading.stepX + cw.stepX, y + heading.stepZ + cw.stepZ, CLEAR, ROOM);
        grid.setIf(x + heading.stepX + ccw.stepX, y + heading.stepZ + ccw.stepZ, CLEAR, ROOM);
        grid.setIf(x + heading.stepX * 2, y + heading.stepZ * 2, CLEAR, ROOM);
        grid.setIf(x + cw.stepX * 2, y + cw.stepZ * 2, CLEAR, ROOM);
        grid.setIf(x + ccw.stepX * 2, y + ccw.stepZ * 2, CLEAR, ROOM);
    }

    /**
     * Game: {@code cleanEdges}: each clear cell (rows of y outer) with three or four house neighbours, or with two and
     * at most one house on its diagonals, becomes a room; whether any did.
     */
    private static boolean cleanEdges(SimpleGrid grid) {
        boolean changed = false;
        for (int y = 0; y < grid.height; y++) {
            for (int x = 0; x < grid.width; x++) {
                if (grid.get(x, y) != CLEAR) continue;
                int sides = (isHouse(grid, x + 1, y) ? 1 : 0) + (isHouse(grid, x - 1, y) ? 1 : 0) + (isHouse(grid, x, y + 1) ? 1 : 0)
                        + (isHouse(grid, x, y - 1) ? 1 : 0);
                if (sides >= 3) {
                    grid.set(x, y, ROOM);
                    changed = true;
                } else if (sides == 2) {
                    int corners = (isHouse(grid, x + 1, y + 1) ? 1 : 0) + (isHouse(grid, x - 1, y + 1) ? 1 : 0)
                            + (isHouse(grid, x + 1, y - 1) ? 1 : 0) + (isHouse(grid, x - 1, y - 1) ? 1 : 0);
                    if (corners <= 1) {
                        grid.set(x, y, ROOM);
                        changed = true;
                    }
                }
            }
        }
        return changed;
    }

    /**
     * Game: {@code setupThirdFloor}: among floor 2's 1x2 rooms' door cells (rows of y outer), one is drawn
     * ({@code nextInt}) and flagged as the stairs; the third floor is the house cells of the base plan turned blocked,
     * except the stairs cell and its room's other cell (start rooms, the latter also a corridor of floor 3's rooms);
     * from a clear neighbour of that other cell (drawn with {@code nextInt} among north, east, south, west) a corridor
     * of 4 steps grows, then {@link #cleanEdges}. With no door cell, or no clear neighbour (the stairs flag then
     * undone), the whole third floor is blocked.
     */
    private void setupThirdFloor() {
        List<int[]> doors = new ArrayList<>();
        SimpleGrid second = floorRooms[1];
        for (int y = 0; y < thirdFloorGrid.height; y++) {
            for (int x = 0; x < thirdFloorGrid.width; x++) {
                int v = second.get(x, y);
                if ((v & ROOM_TYPE_MASK) == ROOM_1X2 && (v & ROOM_DOOR_FLAG) == ROOM_DOOR_FLAG) doors.add(new int[] {x, y});
            }
        }
        if (doors.isEmpty()) {
            thirdFloorGrid.set(0, 0, thirdFloorGrid.width, thirdFloorGrid.height, BLOCKED);
            return;
        }
        int[] stairs = doors.get(random.nextInt(doors.size()));
        int value = second.get(stairs[0], stairs[1]);
        second.set(stairs[0], stairs[1], value | ROOM_STAIRS_FLAG);
        Direction toOther = get1x2RoomDirection(stairs[0], stairs[1], 1, value & ROOM_ID_MASK);
        int ox = stairs[0] + toOther.stepX, oy = stairs[1] + toOther.stepZ;
        for (int y = 0; y < thirdFloorGrid.height; y++) {
            for (int x = 0; x < thirdFloorGrid.width; x++) {
                if (!isHouse(baseGrid, x, y)) {
                    thirdFloorGrid.set(x, y, BLOCKED);
                } else if (x == stairs[0] && y == stairs[1]) {
                    thirdFloorGrid.set(x, y, START_ROOM);
                } else if (x == ox && y == oy) {
                    thirdFloorGrid.set(x, y, START_ROOM);
                    floorRooms[2].set(x, y, ROOM_CORRIDOR_FLAG);
                }
            }
        }
        List<Direction> open = new ArrayList<>();
        for (Direction d : Direction.HORIZONTAL) {
            if (thirdFloorGrid.get(ox + d.stepX, oy + d.stepZ) == CLEAR) open.add(d);
        }
        if (open.isEmpty()) {
            thirdFloorGrid.set(0, 0, thirdFloorGrid.width, thirdFloorGrid.height, BLOCKED);
            second.set(stairs[0], stairs[1], value);
            return;
        }
        Direction d = open.get(random.nextInt(open.size()));
        recursiveCorridor(thirdFloorGrid, ox + d.stepX, oy + d.stepZ, d, 4);
        while (cleanEdges(thirdFloorGrid)) {
            // again until stable
        }
    }

    /**
     * Game: {@code identifyRooms}: the plan's room cells (rows of y outer) shuffled ({@code Util.shuffle}); each not yet
     * taken starts a room with the next id (from 10): a 2x2 towards +x+y, -x+y or -x-y, else a 1x2 towards +x, +y,
     * -x or -y, else a 1x1, over cells free on the room grid and rooms on the plan. Two {@code nextBoolean}s pick the
     * door corner (min or max x, min or max y); a door needs a corridor beside it, tried at the other x and y, the
     * other y, the other x and y again, else the room has no door and its origin is its min corner. Each cell gets
     * type | id, the origin also the origin flag and the door flag.
     */
    private void identifyRooms(SimpleGrid plan, SimpleGrid rooms) {
        List<int[]> cells = new ArrayList<>();
        for (int y = 0; y < plan.height; y++) {
            for (int x = 0; x < plan.width; x++) {
                if (plan.get(x, y) == ROOM) cells.add(new int[] {x, y});
            }
        }
        Shuffle.shuffle(cells, random);
        int id = 10;
        for (int[] cell : cells) {
            int x = cell[0], y = cell[1];
            if (rooms.get(x, y) != CLEAR) continue;
            int minX = x, maxX = x, minY = y, maxY = y, type = ROOM_1X1;
            if (rooms.get(x + 1, y) == CLEAR && rooms.get(x, y + 1) == CLEAR && rooms.get(x + 1, y + 1) == CLEAR && plan.get(x + 1, y) == ROOM
                    && plan.get(x, y + 1) == ROOM && plan.get(x + 1, y + 1) == ROOM) {
                maxX++;
                maxY++;
                type = ROOM_2X2;
            } else if (rooms.get(x - 1, y) == CLEAR && rooms.get(x, y + 1) == CLEAR && rooms.get(x - 1, y + 1) == CLEAR && plan.get(x - 1, y) == ROOM
                    && plan.get(x, y + 1) == ROOM && plan.get(x - 1, y + 1) == ROOM) {
                minX--;
                maxY++;
                type = ROOM_2X2;
            } else if (rooms.get(x - 1, y) == CLEAR && rooms.get(x, y - 1) == CLEAR && rooms.get(x - 1, y - 1) == CLEAR && plan.get(x - 1, y) == ROOM
                    && plan.get(x, y - 1) == ROOM && plan.get(x - 1, y - 1) == ROOM) {
                minX--;
                minY--;
                type = ROOM_2X2;
            } else if (rooms.get(x + 1, y) == CLEAR && plan.get(x + 1, y) == ROOM) {
                maxX++;
                type = ROOM_1X2;
            } else if (rooms.get(x, y + 1) == CLEAR && plan.get(x, y + 1) == ROOM) {
                maxY++;
                type = ROOM_1X2;
            } else if (rooms.get(x - 1, y) == CLEAR && plan.get(x - 1, y) == ROOM) {
                minX--;
                type = ROOM_1X2;
            } else if (rooms.get(x, y - 1) == CLEAR && plan.get(x, y - 1) == ROOM) {
                minY--;
                type = ROOM_1X2;
            }
            int doorX = random.nextBoolean() ? minX : maxX;
            int doorY = random.nextBoolean() ? minY : maxY;
            int door = ROOM_DOOR_FLAG;
            if (!plan.edgesTo(doorX, doorY, CORRIDOR)) {
                doorX = doorX == minX ? maxX : minX;
                doorY = doorY == minY ? maxY : minY;
                if (!plan.edgesTo(doorX, doorY, CORRIDOR)) {
                    doorY = doorY == minY ? maxY : minY;
                    if (!plan.edgesTo(doorX, doorY, CORRIDOR)) {
                        doorX = doorX == minX ? maxX : minX;
                        doorY = doorY == minY ? maxY : minY;
                        if (!plan.edgesTo(doorX, doorY, CORRIDOR)) {
                            door = 0;
                            doorX = minX;
                            doorY = minY;
                        }
                    }
                }
            }
            for (int ry = minY; ry <= maxY; ry++) {
                for (int rx = minX; rx <= maxX; rx++) {
                    rooms.set(rx, ry, rx == doorX && ry == doorY ? ROOM_ORIGIN_FLAG | door | type | id : type | id);
                }
            }
            id++;
        }
    }
}
