package dev.strata.engine.structure.woodlandmansion;

import static dev.strata.engine.structure.woodlandmansion.MansionGrid.isHouse;

import dev.strata.engine.feature.tree.Direction;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.template.Mirror;
import dev.strata.engine.structure.template.Rotation;
import dev.strata.engine.structure.template.StructureTemplate;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Turns a {@link MansionGrid} into pieces (game: {@code WoodlandMansionPieces.MansionPiecePlacer.createMansion}, 26.1
 * and 26.2 alike), in the game's order: the entrance; the outer walls of floors 1 ({@code wall_flat}) and 2
 * ({@code wall_window}) walked clockwise from the entrance; the third floor's walls from its first house cell (rows
 * of y, x from the east); the roofs at +16 over the lower plan and +27 over the third floor's; then per floor (y + 0,
 * 8 and 19) the corridor floors and carpets, then the inner walls and doors and the rooms.
 *
 * <p>Frame: a grid cell (x, y) is 8 blocks wide; x grows along the mansion's east and y along its south (the
 * rotation's turn of east and south); cell (startX, startY) = (entranceX + 1, entranceY + 1) lies 8 blocks south of
 * the start position. Random draws (from the start's random, after the grid's): a door's direction among the
 * corridors beside a room's door cell ({@code nextInt}), and each room's template ({@link FloorRoomCollection}).
 */
final class MansionPiecePlacer {
    /** A block position of the mansion's construction (game: {@code BlockPos}). */
    record Pos(int x, int y, int z) {
        Pos relative(Direction d, int n) {
            return new Pos(x + d.stepX * n, y + d.stepY * n, z + d.stepZ * n);
        }

        Pos above(int n) {
            return new Pos(x, y + n, z);
        }

        /** Game: {@code BlockPos.rotate(rotation)} about the origin. */
        Pos rotate(Rotation r) {
            return switch (r) {
                case CLOCKWISE_90 -> new Pos(-z, y, x);
                case CLOCKWISE_180 -> new Pos(-x, y, -z);
                case COUNTERCLOCKWISE_90 -> new Pos(z, y, -x);
                default -> this;
            };
        }
    }

    /** Where the walk along a wall stands, which way it faces and which wall it places (game: {@code PlacementData}). */
    private static final class Walk {
        Rotation rotation;
        Pos position;
        String wallType;
    }

    private final Function<String, StructureTemplate> templates;
    private final RandomSource random;
    private final List<WoodlandMansionPiece> pieces = new ArrayList<>();
    private int startX;
    private int startY;

    /**
     * @param templates the template of a name under {@code woodland_mansion/}
     * @param random the start's random, after the grid's draws
     */
    MansionPiecePlacer(Function<String, StructureTemplate> templates, RandomSource random) {
        this.templates = templates;
        this.random = random;
    }

    /** Game: {@code Rotation.getRotated}: the quarter turns added. */
    static Rotation turned(Rotation r, Rotation by) {
        return Rotation.values()[(r.ordinal() + by.ordinal()) & 3];
    }

    private void add(String name, Pos p, Rotation rotation) {
        add(name, p, rotation, Mirror.NONE);
    }

    private void add(String name, Pos p, Rotation rotation, Mirror mirror) {
        pieces.add(new WoodlandMansionPiece(name, templates.apply(name), p.x(), p.y(), p.z(), rotation, mirror));
    }

    /** Game: {@code createMansion}: the pieces of the mansion whose start is {@code start}, in order. */
    List<WoodlandMansionPiece> createMansion(Pos start, Rotation rotation, MansionGrid grid) {
        Walk first = new Walk();
        first.position = start;
        first.rotation = rotation;
        first.wallType = "wall_flat";
        Walk second = new Walk();
        entrance(first);
        second.position = first.position.above(8);
        second.rotation = first.rotation;
        second.wallType = "wall_window";
        SimpleGrid base = grid.baseGrid, third = grid.thirdFloorGrid;
        startX = grid.entranceX + 1;
        startY = grid.entranceY + 1;
        int endX = grid.entranceX + 1, endY = grid.entranceY;
        traverseOuterWalls(first, base, Direction.SOUTH, startX, startY, endX, endY);
        traverseOuterWalls(second, base, Direction.SOUTH, startX, startY, endX, endY);
        Walk top = new Walk();
        top.position = first.position.above(19);
        top.rotation = first.rotation;
        top.wallType = "wall_window";
        boolean found = false;
        for (int y = 0; y < third.height && !found; y++) {
            for (int x = third.width - 1; x >= 0 && !found; x--) {
                if (!isHouse(third, x, y)) continue;
                top.position = top.position.relative(rotation.rotate(Direction.SOUTH), 8 + (y - startY) * 8);
                top.position = top.position.relative(rotation.rotate(Direction.EAST), (x - startX) * 8);
                traverseWallPiece(top);
                traverseOuterWalls(top, third, Direction.SOUTH, x, y, x, y);
                found = true;
            }
        }
        createRoof(start.above(16), rotation, base, third);
        createRoof(start.above(27), rotation, third, null);
        FloorRoomCollection[] collections = {FloorRoomCollection.FIRST, FloorRoomCollection.SECOND, FloorRoomCollection.SECOND};
        for (int floor = 0; floor < 3; floor++) {
            Pos floorPos = start.above(8 * floor + (floor == 2 ? 3 : 0));
            SimpleGrid rooms = grid.floorRooms[floor];
            SimpleGrid plan = floor == 2 ? third : base;
            corridors(floor, floorPos, rotation, rooms, plan);
            roomsAndWalls(floor, floorPos, rotation, grid, rooms, plan, collections[floor]);
        }
        return pieces;
    }

    /** The corridor floors and their carpets towards corridor neighbours and the corridor cells of rooms. */
    private void corridors(int floor, Pos floorPos, Rotation rotation, SimpleGrid rooms, SimpleGrid plan) {
        Direction east = rotation.rotate(Direction.EAST), south = rotation.rotate(Direction.SOUTH), west = rotation.rotate(Direction.WEST),
                north = rotation.rotate(Direction.NORTH);
        String carpetSouth = floor == 0 ? "carpet_south_1" : "carpet_south_2";
        String carpetWest = floor == 0 ? "carpet_west_1" : "carpet_west_2";
        int corridor = MansionGrid.ROOM_CORRIDOR_FLAG;
        for (int y = 0; y < plan.height; y++) {
            for (int x = 0; x < plan.width; x++) {
                if (plan.get(x, y) != MansionGrid.CORRIDOR) continue;
                Pos p = floorPos.relative(south, 8 + (y - startY) * 8).relative(east, (x - startX) * 8);
                add("corridor_floor", p, rotation);
                if (plan.get(x, y - 1) == MansionGrid.CORRIDOR || (rooms.get(x, y - 1) & corridor) == corridor) {
                    add("carpet_north", p.relative(east, 1).above(1), rotation);
                }
                if (plan.get(x + 1, y) == MansionGrid.CORRIDOR || (rooms.get(x + 1, y) & corridor) == corridor) {
                    add("carpet_east", p.relative(south, 1).relative(east, 5).above(1), rotation);
                }
                if (plan.get(x, y + 1) == MansionGrid.CORRIDOR || (rooms.get(x, y + 1) & corridor) == corridor) {
                    add(carpetSouth, p.relative(south, 5).relative(west, 1), rotation);
                }
                if (plan.get(x - 1, y) == MansionGrid.CORRIDOR || (rooms.get(x - 1, y) & corridor) == corridor) {
                    add(carpetWest, p.relative(west, 1).relative(north, 1), rotation);
                }
            }
        }
    }

    /**
     * The inner walls (a door where the room's door faces) and the rooms, from each room's origin cell (on the third
     * floor also from the two stair cells, whose corridor cell places no walls east or north).
     */
    private void roomsAndWalls(int floor, Pos floorPos, Rotation rotation, MansionGrid grid, SimpleGrid rooms, SimpleGrid plan,
            FloorRoomCollection collection) {
        Direction east = rotation.rotate(Direction.EAST), south = rotation.rotate(Direction.SOUTH), north = rotation.rotate(Direction.NORTH);
        String wall = floor == 0 ? "indoors_wall_1" : "indoors_wall_2";
        String door = floor == 0 ? "indoors_door_1" : "indoors_door_2";
        List<Direction> doors = new ArrayList<>();
        for (int y = 0; y < plan.height; y++) {
            for (int x = 0; x < plan.width; x++) {
                boolean stairCell = floor == 2 && plan.get(x, y) == MansionGrid.START_ROOM;
                if (plan.get(x, y) != MansionGrid.ROOM && !stairCell) continue;
                int room = rooms.get(x, y);
                int type = room & MansionGrid.ROOM_TYPE_MASK;
                int id = room & MansionGrid.ROOM_ID_MASK;
                stairCell = stairCell && (room & MansionGrid.ROOM_CORRIDOR_FLAG) == MansionGrid.ROOM_CORRIDOR_FLAG;
                doors.clear();
                if ((room & MansionGrid.ROOM_DOOR_FLAG) == MansionGrid.ROOM_DOOR_FLAG) {
                    for (Direction d : Direction.HORIZONTAL) {
                        if (plan.get(x + d.stepX, y + d.stepZ) == MansionGrid.CORRIDOR) doors.add(d);
                    }
                }
                Direction doorDir = null;
                if (!doors.isEmpty()) doorDir = doors.get(random.nextInt(doors.size()));
                else if ((room & MansionGrid.ROOM_ORIGIN_FLAG) == MansionGrid.ROOM_ORIGIN_FLAG) doorDir = Direction.UP;
                Pos p = floorPos.relative(south, 8 + (y - startY) * 8).relative(east, -1 + (x - startX) * 8);
                if (isHouse(plan, x - 1, y) && !grid.isRoomId(x - 1, y, floor, id)) {
                    add(doorDir == Direction.WEST ? door : wall, p, rotation);
                }
                if (plan.get(x + 1, y) == MansionGrid.CORRIDOR && !stairCell) {
                    add(doorDir == Direction.EAST ? door : wall, p.relative(east, 8), rotation);
                }
                if (isHouse(plan, x, y + 1) && !grid.isRoomId(x, y + 1, floor, id)) {
                    add(doorDir == Direction.SOUTH ? door : wall, p.relative(south, 7).relative(east, 7), turned(rotation, Rotation.CLOCKWISE_90));
                }
                if (plan.get(x, y - 1) == MansionGrid.CORRIDOR && !stairCell) {
                    add(doorDir == Direction.NORTH ? door : wall, p.relative(north, 1).relative(east, 7), turned(rotation, Rotation.CLOCKWISE_90));
                }
                if (type == MansionGrid.ROOM_1X1) {
                    addRoom1x1(p, rotation, doorDir, collection);
                } else if (type == MansionGrid.ROOM_1X2 && doorDir != null) {
                    Direction other = grid.get1x2RoomDirection(x, y, floor, id);
                    boolean stairs = (room & MansionGrid.ROOM_STAIRS_FLAG) == MansionGrid.ROOM_STAIRS_FLAG;
                    addRoom1x2(p, rotation, other, doorDir, collection, stairs);
                } else if (type == MansionGrid.ROOM_2X2 && doorDir != null && doorDir != Direction.UP) {
                    Direction side = doorDir.clockWise();
                    if (!grid.isRoomId(x + side.stepX, y + side.stepZ, floor, id)) side = side.opposite();
                    addRoom2x2(p, rotation, side, doorDir, collection);
                } else if (type == MansionGrid.ROOM_2X2 && doorDir == Direction.UP) {
                    add(collection.get2x2Secret(random), p.relative(east, 1), rotation, Mirror.NONE);
                }
            }
        }
    }

    /** Game: {@code traverseOuterWalls}: around the plan's house clockwise from (x, y) heading {@code heading} until back. */
    private void traverseOuterWalls(Walk walk, SimpleGrid plan, Direction heading, int x, int y, int endX, int endY) {
        Direction startHeading = heading;
        do {
            Direction ccw = MansionGrid.counterClockWise(heading);
            if (!isHouse(plan, x + heading.stepX, y + heading.stepZ)) {
                traverseTurn(walk);
                heading = heading.clockWise();
                if (x != endX || y != endY || startHeading != heading) traverseWallPiece(walk);
            } else if (isHouse(plan, x + heading.stepX + ccw.stepX, y + heading.stepZ + ccw.stepZ)) {
                traverseInnerTurn(walk);
                x += heading.stepX;
                y += heading.stepZ;
                heading = ccw;
            } else {
                x += heading.stepX;
                y += heading.stepZ;
                if (x != endX || y != endY || startHeading != heading) traverseWallPiece(walk);
            }
        } while (x != endX || y != endY || startHeading != heading);
    }

    /** Game: {@code createRoof}: roofs and their fronts, then (under a third floor) its small walls, then the corners. */
    private void createRoof(Pos roofPos, Rotation rotation, SimpleGrid plan, SimpleGrid above) {
        Direction east = rotation.rotate(Direction.EAST), south = rotation.rotate(Direction.SOUTH), west = rotation.rotate(Direction.WEST),
                north = rotation.rotate(Direction.NORTH);
        Rotation cw = turned(rotation, Rotation.CLOCKWISE_90), half = turned(rotation, Rotation.CLOCKWISE_180),
                ccw = turned(rotation, Rotation.COUNTERCLOCKWISE_90);
        for (int y = 0; y < plan.height; y++) {
            for (int x = 0; x < plan.width; x++) {
                Pos p = roofPos.relative(south, 8 + (y - startY) * 8).relative(east, (x - startX) * 8);
                boolean covered = above != null && isHouse(above, x, y);
                if (!isHouse(plan, x, y) || covered) continue;
                add("roof", p.above(3), rotation);
                if (!isHouse(plan, x + 1, y)) add("roof_front", p.relative(east, 6), rotation);
                if (!isHouse(plan, x - 1, y)) add("roof_front", p.relative(east, 0).relative(south, 7), half);
                if (!isHouse(plan, x, y - 1)) add("roof_front", p.relative(west, 1), ccw);
                if (!isHouse(plan, x, y + 1)) add("roof_front", p.relative(east, 6).relative(south, 6), cw);
            }
        }
        if (above != null) {
            for (int y = 0; y < plan.height; y++) {
                for (int x = 0; x < plan.width; x++) {
                    Pos p = roofPos.relative(south, 8 + (y - startY) * 8).relative(east, (x - startX) * 8);
                    if (!isHouse(plan, x, y) || !isHouse(above, x, y)) continue;
                    if (!isHouse(plan, x + 1, y)) add("small_wall", p.relative(east, 7), rotation);
                    if (!isHouse(plan, x - 1, y)) add("small_wall", p.relative(west, 1).relative(south, 6), half);
                    if (!isHouse(plan, x, y - 1)) add("small_wall", p.relative(west, 0).relative(north, 1), ccw);
                    if (!isHouse(plan, x, y + 1)) add("small_wall", p.relative(east, 6).relative(south, 7), cw);
                    if (!isHouse(plan, x + 1, y)) {
                        if (!isHouse(plan, x, y - 1)) add("small_wall_corner", p.relative(east, 7).relative(north, 2), rotation);
                        if (!isHouse(plan, x, y + 1)) add("small_wall_corner", p.relative(east, 8).relative(south, 7), cw);
                    }
                    if (!isHouse(plan, x - 1, y)) {
                        if (!isHouse(plan, x, y - 1)) add("small_wall_corner", p.relative(west, 2).relative(north, 1), ccw);
                        if (!isHouse(plan, x, y + 1)) add("small_wall_corner", p.relative(west, 1).relative(south, 8), half);
                    }
                }
            }
        }
        for (int y = 0; y < plan.height; y++) {
            for (int x = 0; x < plan.width; x++) {
                Pos p = roofPos.relative(south, 8 + (y - startY) * 8).relative(east, (x - startX) * 8);
                boolean covered = above != null && isHouse(above, x, y);
                if (!isHouse(plan, x, y) || covered) continue;
                if (!isHouse(plan, x + 1, y)) {
                    Pos e = p.relative(east, 6);
                    if (!isHouse(plan, x, y + 1)) add("roof_corner", e.relative(south, 6), rotation);
                    else if (isHouse(plan, x + 1, y + 1)) add("roof_inner_corner", e.relative(south, 5), rotation);
                    if (!isHouse(plan, x, y - 1)) add("roof_corner", e, ccw);
                    else if (isHouse(plan, x + 1, y - 1)) add("roof_inner_corner", p.relative(east, 9).relative(north, 2), cw);
                }
                if (!isHouse(plan, x - 1, y)) {
                    Pos w = p.relative(east, 0).relative(south, 0);
                    if (!isHouse(plan, x, y + 1)) add("roof_corner", w.relative(south, 6), cw);
                    else if (isHouse(plan, x - 1, y + 1)) add("roof_inner_corner", w.relative(south, 8).relative(west, 3), ccw);
                    if (!isHouse(plan, x, y - 1)) add("roof_corner", w, half);
                    else if (isHouse(plan, x - 1, y - 1)) add("roof_inner_corner", w.relative(south, 1), half);
                }
            }
        }
    }

    /** Game: {@code entrance}: the entrance 9 blocks west of the start, then the walk 16 blocks south. */
    private void entrance(Walk walk) {
        add("entrance", walk.position.relative(walk.rotation.rotate(Direction.WEST), 9), walk.rotation);
        walk.position = walk.position.relative(walk.rotation.rotate(Direction.SOUTH), 16);
    }

    /** Game: {@code traverseWallPiece}: a wall 7 blocks east, then 8 blocks on. */
    private void traverseWallPiece(Walk walk) {
        add(walk.wallType, walk.position.relative(walk.rotation.rotate(Direction.EAST), 7), walk.rotation);
        walk.position = walk.position.relative(walk.rotation.rotate(Direction.SOUTH), 8);
    }

    /** Game: {@code traverseTurn}: back one, a corner, back 7 and east 6, a quarter turn clockwise. */
    private void traverseTurn(Walk walk) {
        walk.position = walk.position.relative(walk.rotation.rotate(Direction.SOUTH), -1);
        add("wall_corner", walk.position, walk.rotation);
        walk.position = walk.position.relative(walk.rotation.rotate(Direction.SOUTH), -7);
        walk.position = walk.position.relative(walk.rotation.rotate(Direction.WEST), -6);
        walk.rotation = turned(walk.rotation, Rotation.CLOCKWISE_90);
    }

    /** Game: {@code traverseInnerTurn}: on 6 and east 8, a quarter turn counterclockwise. */
    private void traverseInnerTurn(Walk walk) {
        walk.position = walk.position.relative(walk.rotation.rotate(Direction.SOUTH), 6);
        walk.position = walk.position.relative(walk.rotation.rotate(Direction.EAST), 8);
        walk.rotation = turned(walk.rotation, Rotation.COUNTERCLOCKWISE_90);
    }

    /**
     * Game: {@code addRoom1x1}: the room turned so its door faces {@code door} (east: none; north, west, south: a
     * quarter turn counterclockwise, a half, a quarter clockwise; up or none: a secret room, drawn after the room),
     * its origin from the zero position of a 7 x 7 template at (1, 0, 0), turned with the mansion.
     */
    private void addRoom1x1(Pos p, Rotation rotation, Direction door, FloorRoomCollection collection) {
        Rotation r = Rotation.NONE;
        String name = collection.get1x1(random);
        if (door != Direction.EAST) {
            if (door == Direction.NORTH) r = turned(r, Rotation.COUNTERCLOCKWISE_90);
            else if (door == Direction.WEST) r = turned(r, Rotation.CLOCKWISE_180);
            else if (door == Direction.SOUTH) r = turned(r, Rotation.CLOCKWISE_90);
            else name = collection.get1x1Secret(random);
        }
        int[] zero = StructureTemplate.zeroPositionWithTransform(1, 0, Mirror.NONE, r, 7, 7);
        r = turned(r, rotation);
        Pos offset = new Pos(zero[0], 0, zero[1]).rotate(rotation);
        add(name, new Pos(p.x() + offset.x(), p.y(), p.z() + offset.z()), r);
    }

    /** Game: {@code addRoom1x2}: by the door's direction and the room's other cell, the template, its mirror and place. */
    private void addRoom1x2(Pos p, Rotation rotation, Direction other, Direction door, FloorRoomCollection c, boolean stairs) {
        Direction east = rotation.rotate(Direction.EAST), south = rotation.rotate(Direction.SOUTH), north = rotation.rotate(Direction.NORTH),
                west = rotation.rotate(Direction.WEST);
        Rotation cw = turned(rotation, Rotation.CLOCKWISE_90), half = turned(rotation, Rotation.CLOCKWISE_180),
                ccw = turned(rotation, Rotation.COUNTERCLOCKWISE_90);
        if (door == Direction.EAST && other == Direction.SOUTH) {
            add(c.get1x2SideEntrance(random, stairs), p.relative(east, 1), rotation);
        } else if (door == Direction.EAST && other == Direction.NORTH) {
            add(c.get1x2SideEntrance(random, stairs), p.relative(east, 1).relative(south, 6), rotation, Mirror.LEFT_RIGHT);
        } else if (door == Direction.WEST && other == Direction.NORTH) {
            add(c.get1x2SideEntrance(random, stairs), p.relative(east, 7).relative(south, 6), half);
        } else if (door == Direction.WEST && other == Direction.SOUTH) {
            add(c.get1x2SideEntrance(random, stairs), p.relative(east, 7), rotation, Mirror.FRONT_BACK);
        } else if (door == Direction.SOUTH && other == Direction.EAST) {
            add(c.get1x2SideEntrance(random, stairs), p.relative(east, 1), cw, Mirror.LEFT_RIGHT);
        } else if (door == Direction.SOUTH && other == Direction.WEST) {
            add(c.get1x2SideEntrance(random, stairs), p.relative(east, 7), cw);
        } else if (door == Direction.NORTH && other == Direction.WEST) {
            add(c.get1x2SideEntrance(random, stairs), p.relative(east, 7).relative(south, 6), cw, Mirror.FRONT_BACK);
        } else if (door == Direction.NORTH && other == Direction.EAST) {
            add(c.get1x2SideEntrance(random, stairs), p.relative(east, 1).relative(south, 6), ccw);
        } else if (door == Direction.SOUTH && other == Direction.NORTH) {
            add(c.get1x2FrontEntrance(random, stairs), p.relative(east, 1).relative(north, 8), rotation);
        } else if (door == Direction.NORTH && other == Direction.SOUTH) {
            add(c.get1x2FrontEntrance(random, stairs), p.relative(east, 7).relative(south, 14), half);
        } else if (door == Direction.WEST && other == Direction.EAST) {
            add(c.get1x2FrontEntrance(random, stairs), p.relative(east, 15), cw);
        } else if (door == Direction.EAST && other == Direction.WEST) {
            add(c.get1x2FrontEntrance(random, stairs), p.relative(west, 7).relative(south, 6), ccw);
        } else if (door == Direction.UP && other == Direction.EAST) {
            add(c.get1x2Secret(random), p.relative(east, 15), cw);
        } else if (door == Direction.UP && other == Direction.SOUTH) {
            add(c.get1x2Secret(random), p.relative(east, 1).relative(north, 0), rotation);
        }
    }

    /** Game: {@code addRoom2x2}: by the door's direction and the room's side, the offsets, rotation and mirror. */
    private void addRoom2x2(Pos p, Rotation rotation, Direction side, Direction door, FloorRoomCollection c) {
        int dEast = 0, dSouth = 0;
        Rotation r = rotation;
        Mirror mirror = Mirror.NONE;
        if (door == Direction.EAST && side == Direction.SOUTH) {
            dEast = -7;
        } else if (door == Direction.EAST && side == Direction.NORTH) {
            dEast = -7;
            dSouth = 6;
            mirror = Mirror.LEFT_RIGHT;
        } else if (door == Direction.NORTH && side == Direction.EAST) {
            dEast = 1;
            dSouth = 14;
            r = turned(rotation, Rotation.COUNTERCLOCKWISE_90);
        } else if (door == Direction.NORTH && side == Direction.WEST) {
            dEast = 7;
            dSouth = 14;
            r = turned(rotation, Rotation.COUNTERCLOCKWISE_90);
            mirror = Mirror.LEFT_RIGHT;
        } else if (door == Direction.SOUTH && side == Direction.WEST) {
            dEast = 7;
            dSouth = -8;
            r = turned(rotation, Rotation.CLOCKWISE_90);
        } else if (door == Direction.SOUTH && side == Direction.EAST) {
            dEast = 1;
            dSouth = -8;
            r = turned(rotation, Rotation.CLOCKWISE_90);
            mirror = Mirror.LEFT_RIGHT;
        } else if (door == Direction.WEST && side == Direction.NORTH) {
            dEast = 15;
            dSouth = 6;
            r = turned(rotation, Rotation.CLOCKWISE_180);
        } else if (door == Direction.WEST && side == Direction.SOUTH) {
            dEast = 15;
            mirror = Mirror.FRONT_BACK;
        }
        Pos at = p.relative(rotation.rotate(Direction.EAST), dEast).relative(rotation.rotate(Direction.SOUTH), dSouth);
        add(c.get2x2(random), at, r, mirror);
    }
}
