package dev.strata.engine.structure.oceanmonument;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.tree.decorator.DecoratorContext;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.random.Shuffle;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;
import java.util.ArrayList;
import java.util.List;

/**
 * The monument (game: {@code OceanMonumentPieces.MonumentBuilding}, piece id {@code OMB}): a 58 x 23 x 58 box at y 39,
 * its outer walls, wings, entrance and roof drawn here, and the rooms inside as child pieces it keeps to itself (the
 * start holds only this piece, as the game's does; a child is placed in a chunk its box meets, after the building,
 * with the same random).
 *
 * <p>Draws at creation, in the game's order: the room graph ({@code nextInt(4)} for the core room's grid x, the
 * shuffle of the grid rooms, then per room up to five {@code nextInt(6)} to close up to two openings that keep every
 * room reachable from the entry), each simple room's design ({@code nextInt(3)}) as the fitters reach it, and one
 * {@code nextInt()} for the wing rooms' designs.
 */
final class MonumentBuilding extends OceanMonumentPiece {
    /** The building's floor y (game: the constructor's box at y 39, 58 x 23 x 58). */
    static final int FLOOR_Y = 39;

    private RoomDefinition sourceRoom;
    private RoomDefinition coreRoom;
    private final List<OceanMonumentPiece> childPieces = new ArrayList<>();

    /**
     * @param west the box's min x (the start chunk's min x - 29)
     * @param north the box's min z (the start chunk's min z - 29)
     */
    MonumentBuilding(RandomSource random, int west, int north, Direction direction) {
        super(direction, makeBoundingBox(west, FLOOR_Y, north, direction, 58, 23, 58), 0);
        List<RoomDefinition> rooms = generateRoomGraph(random);
        sourceRoom.claimed = true;
        childPieces.add(new EntryRoom(direction, sourceRoom));
        childPieces.add(new CoreRoom(direction, coreRoom));
        next:
        for (RoomDefinition r : rooms) {
            if (r.claimed || r.isSpecial()) continue;
            for (RoomFitter f : RoomFitter.values()) {
                if (!f.fits(r)) continue;
                childPieces.add(f.create(direction, r, random));
                continue next;
            }
        }
        int ox = getWorldX(9, 22), oy = getWorldY(0), oz = getWorldZ(9, 22);
        for (OceanMonumentPiece child : childPieces) child.getBoundingBox().move(ox, oy, oz);
        BoundingBox leftWing = corners(1, 1, 1, 23, 8, 21);
        BoundingBox rightWing = corners(34, 1, 1, 56, 8, 21);
        BoundingBox penthouse = corners(22, 13, 22, 35, 17, 35);
        int wingRandom = random.nextInt();
        childPieces.add(new WingRoom(direction, leftWing, wingRandom));
        childPieces.add(new WingRoom(direction, rightWing, wingRandom + 1));
        childPieces.add(new Penthouse(direction, penthouse));
    }

    /** Game: {@code BoundingBox.fromCorners(getWorldPos(x0, y0, z0), getWorldPos(x1, y1, z1))}. */
    private BoundingBox corners(int x0, int y0, int z0, int x1, int y1, int z1) {
        int ax = getWorldX(x0, z0), ay = getWorldY(y0), az = getWorldZ(x0, z0);
        int bx = getWorldX(x1, z1), by = getWorldY(y1), bz = getWorldZ(x1, z1);
        return new BoundingBox(Math.min(ax, bx), Math.min(ay, by), Math.min(az, bz), Math.max(ax, bx), Math.max(ay, by), Math.max(az, bz));
    }

    /** The rooms inside, in the order they are placed (entry, core, fitted rooms, left wing, right wing, penthouse). */
    List<OceanMonumentPiece> childPieces() {
        return List.copyOf(childPieces);
    }

    /**
     * Game: {@code OceanMonumentPieces.MonumentBuilding(CompoundTag)}: the shared fields only; the rooms are not saved,
     * so the loaded building has none (the game makes the whole building again from the seed after loading a monument
     * start, {@link OceanMonumentStructure#regeneratePiecesAfterLoad}).
     */
    MonumentBuilding(PieceTag tag) {
        super(tag);
    }

    @Override
    public String typeId() {
        return "minecraft:omb";
    }

    /** Game: {@code generateRoomGraph}. */
    private List<RoomDefinition> generateRoomGraph(RandomSource random) {
        RoomDefinition[] grid = new RoomDefinition[75];
        for (int x = 0; x < 5; x++) for (int z = 0; z < 4; z++) grid[roomIndex(x, 0, z)] = new RoomDefinition(roomIndex(x, 0, z));
        for (int x = 0; x < 5; x++) for (int z = 0; z < 4; z++) grid[roomIndex(x, 1, z)] = new RoomDefinition(roomIndex(x, 1, z));
        for (int x = 1; x < 4; x++) for (int z = 0; z < 2; z++) grid[roomIndex(x, 2, z)] = new RoomDefinition(roomIndex(x, 2, z));
        sourceRoom = grid[roomIndex(2, 0, 0)];
        for (int x = 0; x < 5; x++) {
            for (int z = 0; z < 5; z++) {
                for (int y = 0; y < 3; y++) {
                    int pos = roomIndex(x, y, z);
                    if (grid[pos] == null) continue;
                    for (Direction d : Direction.values()) {
                        int nx = x + d.stepX, ny = y + d.stepY, nz = z + d.stepZ;
                        if (nx < 0 || nx >= 5 || nz < 0 || nz >= 5 || ny < 0 || ny >= 3) continue;
                        RoomDefinition n = grid[roomIndex(nx, ny, nz)];
                        if (n == null) continue;
                        // the game links a z neighbour on the opposite face: the grid's z runs north
                        if (nz == z) grid[pos].setConnection(d, n);
                        else grid[pos].setConnection(d.opposite(), n);
                    }
                }
            }
        }
        RoomDefinition roof = new RoomDefinition(1003);
        RoomDefinition leftWing = new RoomDefinition(1001);
        RoomDefinition rightWing = new RoomDefinition(1002);
        grid[roomIndex(2, 2, 0)].setConnection(Direction.UP, roof);
        grid[roomIndex(0, 1, 0)].setConnection(Direction.SOUTH, leftWing);
        grid[roomIndex(4, 1, 0)].setConnection(Direction.SOUTH, rightWing);
        roof.claimed = true;
        leftWing.claimed = true;
        rightWing.claimed = true;
        sourceRoom.isSource = true;
        coreRoom = grid[roomIndex(random.nextInt(4), 0, 2)];
        RoomDefinition east = coreRoom.at(Direction.EAST), north = coreRoom.at(Direction.NORTH), up = coreRoom.at(Direction.UP);
        coreRoom.claimed = true;
        east.claimed = true;
        north.claimed = true;
        east.at(Direction.NORTH).claimed = true;
        up.claimed = true;
        east.at(Direction.UP).claimed = true;
        north.at(Direction.UP).claimed = true;
        east.at(Direction.NORTH).at(Direction.UP).claimed = true;
        List<RoomDefinition> defs = new ArrayList<>();
        for (RoomDefinition r : grid) {
            if (r == null) continue;
            r.updateOpenings();
            defs.add(r);
        }
        roof.updateOpenings();
        Shuffle.shuffle(defs, random); // game: Util.shuffle
        int scan = 1;
        for (RoomDefinition r : defs) {
            int closed = 0;
            for (int attempt = 0; closed < 2 && attempt < 5; attempt++) {
                int f = random.nextInt(6);
                if (!r.hasOpening[f]) continue;
                int of = Direction.values()[f].opposite().ordinal();
                r.hasOpening[f] = false;
                r.connections[f].hasOpening[of] = false;
                if (r.findSource(scan++) && r.connections[f].findSource(scan++)) {
                    closed++;
                    continue;
                }
                r.hasOpening[f] = true;
                r.connections[f].hasOpening[of] = true;
            }
        }
        defs.add(roof);
        defs.add(leftWing);
        defs.add(rightWing);
        return defs;
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBB, int chunkX, int chunkZ, long referencePos) {
        MonumentBlocks b = MonumentBlocks.of(level.states());
        int waterHeight = Math.max(level.getSeaLevel(), 64) - this.boundingBox.minY();
        this.generateWaterBox(level, chunkBB, 0, 0, 0, 58, waterHeight, 58);
        this.generateWing(false, 0, level, chunkBB, b);
        this.generateWing(true, 33, level, chunkBB, b);
        this.generateEntranceArchs(level, random, chunkBB, b);
        this.generateEntranceWall(level, random, chunkBB, b);
        this.generateRoofPiece(level, random, chunkBB, b);
        this.generateLowerWall(level, random, chunkBB, b);
        this.generateMiddleWall(level, random, chunkBB, b);
        this.generateUpperWall(level, random, chunkBB, b);
        for (int pillarX = 0; pillarX < 7; ++pillarX) {
            int pillarZ = 0;
            while (pillarZ < 7) {
                if (pillarZ == 0 && pillarX == 3) {
                    pillarZ = 6;
                }
                int bx = pillarX * 9;
                int bz = pillarZ * 9;
                for (int w = 0; w < 4; ++w) {
                    for (int d = 0; d < 4; ++d) {
                        this.placeBlock(level, b.light, bx + w, 0, bz + d, chunkBB);
                        this.fillColumnDown(level, b.light, bx + w, -1, bz + d, chunkBB);
                    }
                }
                if (pillarX == 0 || pillarX == 6) {
                    ++pillarZ;
                    continue;
                }
                pillarZ += 6;
            }
        }
        for (int i = 0; i < 5; ++i) {
            this.generateWaterBox(level, chunkBB, -1 - i, 0 + i * 2, -1 - i, -1 - i, 23, 58 + i);
            this.generateWaterBox(level, chunkBB, 58 + i, 0 + i * 2, -1 - i, 58 + i, 23, 58 + i);
            this.generateWaterBox(level, chunkBB, 0 - i, 0 + i * 2, -1 - i, 57 + i, 23, -1 - i);
            this.generateWaterBox(level, chunkBB, 0 - i, 0 + i * 2, 58 + i, 57 + i, 23, 58 + i);
        }
        for (OceanMonumentPiece child : this.childPieces) {
            if (!child.getBoundingBox().intersects(chunkBB)) continue;
            child.postProcess(level, random, chunkBB, chunkX, chunkZ, referencePos);
        }
    }

    private void generateWing(boolean isFlipped, int xoff, WorldGenLevel level, BoundingBox chunkBB, MonumentBlocks b) {
        int sectionWidth = 24;
        if (this.chunkIntersects(chunkBB, xoff, 0, xoff + 23, 20)) {
            int z;
            this.generateBox(level, chunkBB, xoff + 0, 0, 0, xoff + 24, 0, 20, b.gray, b.gray, false);
            this.generateWaterBox(level, chunkBB, xoff + 0, 1, 0, xoff + 24, 10, 20);
            for (int i = 0; i < 4; ++i) {
                this.generateBox(level, chunkBB, xoff + i, i + 1, i, xoff + i, i + 1, 20, b.light, b.light, false);
                this.generateBox(level, chunkBB, xoff + i + 7, i + 5, i + 7, xoff + i + 7, i + 5, 20, b.light, b.light, false);
                this.generateBox(level, chunkBB, xoff + 17 - i, i + 5, i + 7, xoff + 17 - i, i + 5, 20, b.light, b.light, false);
                this.generateBox(level, chunkBB, xoff + 24 - i, i + 1, i, xoff + 24 - i, i + 1, 20, b.light, b.light, false);
                this.generateBox(level, chunkBB, xoff + i + 1, i + 1, i, xoff + 23 - i, i + 1, i, b.light, b.light, false);
                this.generateBox(level, chunkBB, xoff + i + 8, i + 5, i + 7, xoff + 16 - i, i + 5, i + 7, b.light, b.light, false);
            }
            this.generateBox(level, chunkBB, xoff + 4, 4, 4, xoff + 6, 4, 20, b.gray, b.gray, false);
            this.generateBox(level, chunkBB, xoff + 7, 4, 4, xoff + 17, 4, 6, b.gray, b.gray, false);
            this.generateBox(level, chunkBB, xoff + 18, 4, 4, xoff + 20, 4, 20, b.gray, b.gray, false);
            this.generateBox(level, chunkBB, xoff + 11, 8, 11, xoff + 13, 8, 20, b.gray, b.gray, false);
            this.placeBlock(level, b.light, xoff + 12, 9, 12, chunkBB);
            this.placeBlock(level, b.light, xoff + 12, 9, 15, chunkBB);
            this.placeBlock(level, b.light, xoff + 12, 9, 18, chunkBB);
            int leftPos = xoff + (isFlipped ? 19 : 5);
            int rightPos = xoff + (isFlipped ? 5 : 19);
            for (z = 20; z >= 5; z -= 3) {
                this.placeBlock(level, b.light, leftPos, 5, z, chunkBB);
            }
            for (z = 19; z >= 7; z -= 3) {
                this.placeBlock(level, b.light, rightPos, 5, z, chunkBB);
            }
            for (int i = 0; i < 4; ++i) {
                int pos = isFlipped ? xoff + 24 - (17 - i * 3) : xoff + 17 - i * 3;
                this.placeBlock(level, b.light, pos, 5, 5, chunkBB);
            }
            this.placeBlock(level, b.light, rightPos, 5, 5, chunkBB);
            this.generateBox(level, chunkBB, xoff + 11, 1, 12, xoff + 13, 7, 12, b.gray, b.gray, false);
            this.generateBox(level, chunkBB, xoff + 12, 1, 11, xoff + 12, 7, 13, b.gray, b.gray, false);
        }
    }

    private void generateEntranceArchs(WorldGenLevel level, RandomSource random, BoundingBox chunkBB, MonumentBlocks b) {
        if (this.chunkIntersects(chunkBB, 22, 5, 35, 17)) {
            this.generateWaterBox(level, chunkBB, 25, 0, 0, 32, 8, 20);
            for (int i = 0; i < 4; ++i) {
                this.generateBox(level, chunkBB, 24, 2, 5 + i * 4, 24, 4, 5 + i * 4, b.light, b.light, false);
                this.generateBox(level, chunkBB, 22, 4, 5 + i * 4, 23, 4, 5 + i * 4, b.light, b.light, false);
                this.placeBlock(level, b.light, 25, 5, 5 + i * 4, chunkBB);
                this.placeBlock(level, b.light, 26, 6, 5 + i * 4, chunkBB);
                this.placeBlock(level, b.lamp, 26, 5, 5 + i * 4, chunkBB);
                this.generateBox(level, chunkBB, 33, 2, 5 + i * 4, 33, 4, 5 + i * 4, b.light, b.light, false);
                this.generateBox(level, chunkBB, 34, 4, 5 + i * 4, 35, 4, 5 + i * 4, b.light, b.light, false);
                this.placeBlock(level, b.light, 32, 5, 5 + i * 4, chunkBB);
                this.placeBlock(level, b.light, 31, 6, 5 + i * 4, chunkBB);
                this.placeBlock(level, b.lamp, 31, 5, 5 + i * 4, chunkBB);
                this.generateBox(level, chunkBB, 27, 6, 5 + i * 4, 30, 6, 5 + i * 4, b.gray, b.gray, false);
            }
        }
    }

    private void generateEntranceWall(WorldGenLevel level, RandomSource random, BoundingBox chunkBB, MonumentBlocks b) {
        if (this.chunkIntersects(chunkBB, 15, 20, 42, 21)) {
            int i;
            this.generateBox(level, chunkBB, 15, 0, 21, 42, 0, 21, b.gray, b.gray, false);
            this.generateWaterBox(level, chunkBB, 26, 1, 21, 31, 3, 21);
            this.generateBox(level, chunkBB, 21, 12, 21, 36, 12, 21, b.gray, b.gray, false);
            this.generateBox(level, chunkBB, 17, 11, 21, 40, 11, 21, b.gray, b.gray, false);
            this.generateBox(level, chunkBB, 16, 10, 21, 41, 10, 21, b.gray, b.gray, false);
            this.generateBox(level, chunkBB, 15, 7, 21, 42, 9, 21, b.gray, b.gray, false);
            this.generateBox(level, chunkBB, 16, 6, 21, 41, 6, 21, b.gray, b.gray, false);
            this.generateBox(level, chunkBB, 17, 5, 21, 40, 5, 21, b.gray, b.gray, false);
            this.generateBox(level, chunkBB, 21, 4, 21, 36, 4, 21, b.gray, b.gray, false);
            this.generateBox(level, chunkBB, 22, 3, 21, 26, 3, 21, b.gray, b.gray, false);
            this.generateBox(level, chunkBB, 31, 3, 21, 35, 3, 21, b.gray, b.gray, false);
            this.generateBox(level, chunkBB, 23, 2, 21, 25, 2, 21, b.gray, b.gray, false);
            this.generateBox(level, chunkBB, 32, 2, 21, 34, 2, 21, b.gray, b.gray, false);
            this.generateBox(level, chunkBB, 28, 4, 20, 29, 4, 21, b.light, b.light, false);
            this.placeBlock(level, b.light, 27, 3, 21, chunkBB);
            this.placeBlock(level, b.light, 30, 3, 21, chunkBB);
            this.placeBlock(level, b.light, 26, 2, 21, chunkBB);
            this.placeBlock(level, b.light, 31, 2, 21, chunkBB);
            this.placeBlock(level, b.light, 25, 1, 21, chunkBB);
            this.placeBlock(level, b.light, 32, 1, 21, chunkBB);
            for (i = 0; i < 7; ++i) {
                this.placeBlock(level, b.black, 28 - i, 6 + i, 21, chunkBB);
                this.placeBlock(level, b.black, 29 + i, 6 + i, 21, chunkBB);
            }
            for (i = 0; i < 4; ++i) {
                this.placeBlock(level, b.black, 28 - i, 9 + i, 21, chunkBB);
                this.placeBlock(level, b.black, 29 + i, 9 + i, 21, chunkBB);
            }
            this.placeBlock(level, b.black, 28, 12, 21, chunkBB);
            this.placeBlock(level, b.black, 29, 12, 21, chunkBB);
            for (i = 0; i < 3; ++i) {
                this.placeBlock(level, b.black, 22 - i * 2, 8, 21, chunkBB);
                this.placeBlock(level, b.black, 22 - i * 2, 9, 21, chunkBB);
                this.placeBlock(level, b.black, 35 + i * 2, 8, 21, chunkBB);
                this.placeBlock(level, b.black, 35 + i * 2, 9, 21, chunkBB);
            }
            this.generateWaterBox(level, chunkBB, 15, 13, 21, 42, 15, 21);
            this.generateWaterBox(level, chunkBB, 15, 1, 21, 15, 6, 21);
            this.generateWaterBox(level, chunkBB, 16, 1, 21, 16, 5, 21);
            this.generateWaterBox(level, chunkBB, 17, 1, 21, 20, 4, 21);
            this.generateWaterBox(level, chunkBB, 21, 1, 21, 21, 3, 21);
            this.generateWaterBox(level, chunkBB, 22, 1, 21, 22, 2, 21);
            this.generateWaterBox(level, chunkBB, 23, 1, 21, 24, 1, 21);
            this.generateWaterBox(level, chunkBB, 42, 1, 21, 42, 6, 21);
            this.generateWaterBox(level, chunkBB, 41, 1, 21, 41, 5, 21);
            this.generateWaterBox(level, chunkBB, 37, 1, 21, 40, 4, 21);
            this.generateWaterBox(level, chunkBB, 36, 1, 21, 36, 3, 21);
            this.generateWaterBox(level, chunkBB, 33, 1, 21, 34, 1, 21);
            this.generateWaterBox(level, chunkBB, 35, 1, 21, 35, 2, 21);
        }
    }

    private void generateRoofPiece(WorldGenLevel level, RandomSource random, BoundingBox chunkBB, MonumentBlocks b) {
        if (this.chunkIntersects(chunkBB, 21, 21, 36, 36)) {
            this.generateBox(level, chunkBB, 21, 0, 22, 36, 0, 36, b.gray, b.gray, false);
            this.generateWaterBox(level, chunkBB, 21, 1, 22, 36, 23, 36);
            for (int i = 0; i < 4; ++i) {
                this.generateBox(level, chunkBB, 21 + i, 13 + i, 21 + i, 36 - i, 13 + i, 21 + i, b.light, b.light, false);
                this.generateBox(level, chunkBB, 21 + i, 13 + i, 36 - i, 36 - i, 13 + i, 36 - i, b.light, b.light, false);
                this.generateBox(level, chunkBB, 21 + i, 13 + i, 22 + i, 21 + i, 13 + i, 35 - i, b.light, b.light, false);
                this.generateBox(level, chunkBB, 36 - i, 13 + i, 22 + i, 36 - i, 13 + i, 35 - i, b.light, b.light, false);
            }
            this.generateBox(level, chunkBB, 25, 16, 25, 32, 16, 32, b.gray, b.gray, false);
            this.generateBox(level, chunkBB, 25, 17, 25, 25, 19, 25, b.light, b.light, false);
            this.generateBox(level, chunkBB, 32, 17, 25, 32, 19, 25, b.light, b.light, false);
            this.generateBox(level, chunkBB, 25, 17, 32, 25, 19, 32, b.light, b.light, false);
            this.generateBox(level, chunkBB, 32, 17, 32, 32, 19, 32, b.light, b.light, false);
            this.placeBlock(level, b.light, 26, 20, 26, chunkBB);
            this.placeBlock(level, b.light, 27, 21, 27, chunkBB);
            this.placeBlock(level, b.lamp, 27, 20, 27, chunkBB);
            this.placeBlock(level, b.light, 26, 20, 31, chunkBB);
            this.placeBlock(level, b.light, 27, 21, 30, chunkBB);
            this.placeBlock(level, b.lamp, 27, 20, 30, chunkBB);
            this.placeBlock(level, b.light, 31, 20, 31, chunkBB);
            this.placeBlock(level, b.light, 30, 21, 30, chunkBB);
            this.placeBlock(level, b.lamp, 30, 20, 30, chunkBB);
            this.placeBlock(level, b.light, 31, 20, 26, chunkBB);
            this.placeBlock(level, b.light, 30, 21, 27, chunkBB);
            this.placeBlock(level, b.lamp, 30, 20, 27, chunkBB);
            this.generateBox(level, chunkBB, 28, 21, 27, 29, 21, 27, b.gray, b.gray, false);
            this.generateBox(level, chunkBB, 27, 21, 28, 27, 21, 29, b.gray, b.gray, false);
            this.generateBox(level, chunkBB, 28, 21, 30, 29, 21, 30, b.gray, b.gray, false);
            this.generateBox(level, chunkBB, 30, 21, 28, 30, 21, 29, b.gray, b.gray, false);
        }
    }

    private void generateLowerWall(WorldGenLevel level, RandomSource random, BoundingBox chunkBB, MonumentBlocks b) {
        int z;
        int i;
        if (this.chunkIntersects(chunkBB, 0, 21, 6, 58)) {
            this.generateBox(level, chunkBB, 0, 0, 21, 6, 0, 57, b.gray, b.gray, false);
            this.generateWaterBox(level, chunkBB, 0, 1, 21, 6, 7, 57);
            this.generateBox(level, chunkBB, 4, 4, 21, 6, 4, 53, b.gray, b.gray, false);
            for (i = 0; i < 4; ++i) {
                this.generateBox(level, chunkBB, i, i + 1, 21, i, i + 1, 57 - i, b.light, b.light, false);
            }
            for (z = 23; z < 53; z += 3) {
                this.placeBlock(level, b.light, 5, 5, z, chunkBB);
            }
            this.placeBlock(level, b.light, 5, 5, 52, chunkBB);
            for (i = 0; i < 4; ++i) {
                this.generateBox(level, chunkBB, i, i + 1, 21, i, i + 1, 57 - i, b.light, b.light, false);
            }
            this.generateBox(level, chunkBB, 4, 1, 52, 6, 3, 52, b.gray, b.gray, false);
            this.generateBox(level, chunkBB, 5, 1, 51, 5, 3, 53, b.gray, b.gray, false);
        }
        if (this.chunkIntersects(chunkBB, 51, 21, 58, 58)) {
            this.generateBox(level, chunkBB, 51, 0, 21, 57, 0, 57, b.gray, b.gray, false);
            this.generateWaterBox(level, chunkBB, 51, 1, 21, 57, 7, 57);
            this.generateBox(level, chunkBB, 51, 4, 21, 53, 4, 53, b.gray, b.gray, false);
            for (i = 0; i < 4; ++i) {
                this.generateBox(level, chunkBB, 57 - i, i + 1, 21, 57 - i, i + 1, 57 - i, b.light, b.light, false);
            }
            for (z = 23; z < 53; z += 3) {
                this.placeBlock(level, b.light, 52, 5, z, chunkBB);
            }
            this.placeBlock(level, b.light, 52, 5, 52, chunkBB);
            this.generateBox(level, chunkBB, 51, 1, 52, 53, 3, 52, b.gray, b.gray, false);
            this.generateBox(level, chunkBB, 52, 1, 51, 52, 3, 53, b.gray, b.gray, false);
        }
        if (this.chunkIntersects(chunkBB, 0, 51, 57, 57)) {
            this.generateBox(level, chunkBB, 7, 0, 51, 50, 0, 57, b.gray, b.gray, false);
            this.generateWaterBox(level, chunkBB, 7, 1, 51, 50, 10, 57);
            for (i = 0; i < 4; ++i) {
                this.generateBox(level, chunkBB, i + 1, i + 1, 57 - i, 56 - i, i + 1, 57 - i, b.light, b.light, false);
            }
        }
    }

    private void generateMiddleWall(WorldGenLevel level, RandomSource random, BoundingBox chunkBB, MonumentBlocks b) {
        int z;
        int i;
        if (this.chunkIntersects(chunkBB, 7, 21, 13, 50)) {
            this.generateBox(level, chunkBB, 7, 0, 21, 13, 0, 50, b.gray, b.gray, false);
            this.generateWaterBox(level, chunkBB, 7, 1, 21, 13, 10, 50);
            this.generateBox(level, chunkBB, 11, 8, 21, 13, 8, 53, b.gray, b.gray, false);
            for (i = 0; i < 4; ++i) {
                this.generateBox(level, chunkBB, i + 7, i + 5, 21, i + 7, i + 5, 54, b.light, b.light, false);
            }
            for (z = 21; z <= 45; z += 3) {
                this.placeBlock(level, b.light, 12, 9, z, chunkBB);
            }
        }
        if (this.chunkIntersects(chunkBB, 44, 21, 50, 54)) {
            this.generateBox(level, chunkBB, 44, 0, 21, 50, 0, 50, b.gray, b.gray, false);
            this.generateWaterBox(level, chunkBB, 44, 1, 21, 50, 10, 50);
            this.generateBox(level, chunkBB, 44, 8, 21, 46, 8, 53, b.gray, b.gray, false);
            for (i = 0; i < 4; ++i) {
                this.generateBox(level, chunkBB, 50 - i, i + 5, 21, 50 - i, i + 5, 54, b.light, b.light, false);
            }
            for (z = 21; z <= 45; z += 3) {
                this.placeBlock(level, b.light, 45, 9, z, chunkBB);
            }
        }
        if (this.chunkIntersects(chunkBB, 8, 44, 49, 54)) {
            this.generateBox(level, chunkBB, 14, 0, 44, 43, 0, 50, b.gray, b.gray, false);
            this.generateWaterBox(level, chunkBB, 14, 1, 44, 43, 10, 50);
            for (int x = 12; x <= 45; x += 3) {
                this.placeBlock(level, b.light, x, 9, 45, chunkBB);
                this.placeBlock(level, b.light, x, 9, 52, chunkBB);
                if (x != 12 && x != 18 && x != 24 && x != 33 && x != 39 && x != 45) continue;
                this.placeBlock(level, b.light, x, 9, 47, chunkBB);
                this.placeBlock(level, b.light, x, 9, 50, chunkBB);
                this.placeBlock(level, b.light, x, 10, 45, chunkBB);
                this.placeBlock(level, b.light, x, 10, 46, chunkBB);
                this.placeBlock(level, b.light, x, 10, 51, chunkBB);
                this.placeBlock(level, b.light, x, 10, 52, chunkBB);
                this.placeBlock(level, b.light, x, 11, 47, chunkBB);
                this.placeBlock(level, b.light, x, 11, 50, chunkBB);
                this.placeBlock(level, b.light, x, 12, 48, chunkBB);
                this.placeBlock(level, b.light, x, 12, 49, chunkBB);
            }
            for (i = 0; i < 3; ++i) {
                this.generateBox(level, chunkBB, 8 + i, 5 + i, 54, 49 - i, 5 + i, 54, b.gray, b.gray, false);
            }
            this.generateBox(level, chunkBB, 11, 8, 54, 46, 8, 54, b.light, b.light, false);
            this.generateBox(level, chunkBB, 14, 8, 44, 43, 8, 53, b.gray, b.gray, false);
        }
    }

    private void generateUpperWall(WorldGenLevel level, RandomSource random, BoundingBox chunkBB, MonumentBlocks b) {
        int z;
        int i;
        if (this.chunkIntersects(chunkBB, 14, 21, 20, 43)) {
            this.generateBox(level, chunkBB, 14, 0, 21, 20, 0, 43, b.gray, b.gray, false);
            this.generateWaterBox(level, chunkBB, 14, 1, 22, 20, 14, 43);
            this.generateBox(level, chunkBB, 18, 12, 22, 20, 12, 39, b.gray, b.gray, false);
            this.generateBox(level, chunkBB, 18, 12, 21, 20, 12, 21, b.light, b.light, false);
            for (i = 0; i < 4; ++i) {
                this.generateBox(level, chunkBB, i + 14, i + 9, 21, i + 14, i + 9, 43 - i, b.light, b.light, false);
            }
            for (z = 23; z <= 39; z += 3) {
                this.placeBlock(level, b.light, 19, 13, z, chunkBB);
            }
        }
        if (this.chunkIntersects(chunkBB, 37, 21, 43, 43)) {
            this.generateBox(level, chunkBB, 37, 0, 21, 43, 0, 43, b.gray, b.gray, false);
            this.generateWaterBox(level, chunkBB, 37, 1, 22, 43, 14, 43);
            this.generateBox(level, chunkBB, 37, 12, 22, 39, 12, 39, b.gray, b.gray, false);
            this.generateBox(level, chunkBB, 37, 12, 21, 39, 12, 21, b.light, b.light, false);
            for (i = 0; i < 4; ++i) {
                this.generateBox(level, chunkBB, 43 - i, i + 9, 21, 43 - i, i + 9, 43 - i, b.light, b.light, false);
            }
            for (z = 23; z <= 39; z += 3) {
                this.placeBlock(level, b.light, 38, 13, z, chunkBB);
            }
        }
        if (this.chunkIntersects(chunkBB, 15, 37, 42, 43)) {
            this.generateBox(level, chunkBB, 21, 0, 37, 36, 0, 43, b.gray, b.gray, false);
            this.generateWaterBox(level, chunkBB, 21, 1, 37, 36, 14, 43);
            this.generateBox(level, chunkBB, 21, 12, 37, 36, 12, 39, b.gray, b.gray, false);
            for (i = 0; i < 4; ++i) {
                this.generateBox(level, chunkBB, 15 + i, i + 9, 43 - i, 42 - i, i + 9, 43 - i, b.light, b.light, false);
            }
            for (int x = 21; x <= 36; x += 3) {
                this.placeBlock(level, b.light, x, 13, 38, chunkBB);
            }
        }
    }}
