package dev.strata.engine.structure.stronghold;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.WorldgenRandom;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.StructurePiece;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.junit.jupiter.api.Test;

/**
 * The growth of strongholds (game: {@code StrongholdStructure.generatePieces}, {@code StrongholdPieces}) against
 * values worked out from the game's rules independently of Strata's code: the first draws redone with a
 * {@link java.util.Random} (the game's legacy random is the same generator), the retry seeds, the piece list's
 * limits and depth rules, the move below sea level, and the saved fields of every piece type.
 */
class StrongholdGrowthTest {
    private static final long SEED = 13579L;
    private static final int SEA_LEVEL = 63, MIN_Y = -64;

    private static WorldgenRandom random() {
        return new WorldgenRandom(new LegacyRandom(0L));
    }

    private static List<StructurePiece> generate(long seed, int cx, int cz) {
        return StrongholdStructure.generatePieces(random(), seed, cx, cz, SEA_LEVEL, MIN_Y);
    }

    /** The game's {@code setLargeFeatureSeed} on a {@link java.util.Random}. */
    private static Random largeFeatureRandom(long seed, int cx, int cz) {
        Random r = new Random(seed);
        long a = r.nextLong(), b = r.nextLong();
        r.setSeed((long) cx * a ^ (long) cz * b ^ seed);
        return r;
    }

    private static final String[] DOORS = {"OPENING", "OPENING", "WOOD_DOOR", "GRATES", "IRON_DOOR"};

    /**
     * A try's first draws, redone by hand: the start's direction ({@code nextInt(4)} of north, east, south, west), then
     * the imposed five crossing ahead of it: its doorway ({@code nextInt(5)}), three booleans and {@code nextInt(3) > 0}.
     */
    private static void assertFirstDraws(List<StructurePiece> pieces, long seed, int tries, int cx, int cz) {
        Random r = largeFeatureRandom(seed + tries, cx, cz);
        Direction dir = new Direction[] {Direction.NORTH, Direction.EAST, Direction.SOUTH, Direction.WEST}[r.nextInt(4)];
        String door = DOORS[r.nextInt(5)];
        boolean leftLow = r.nextBoolean(), leftHigh = r.nextBoolean(), rightLow = r.nextBoolean(), rightHigh = r.nextInt(3) > 0;
        StructurePiece start = pieces.get(0), crossing = pieces.get(1);
        assertEquals("minecraft:shstart", start.typeId());
        assertEquals(dir, start.getOrientation());
        BoundingBox box = start.getBoundingBox();
        // 5 x 11 x 5 at the chunk's block (2, 2); only y moves afterwards
        assertEquals((cx << 4) + 2, box.minX());
        assertEquals((cz << 4) + 2, box.minZ());
        assertEquals((cx << 4) + 6, box.maxX());
        assertEquals((cz << 4) + 6, box.maxZ());
        assertEquals(11, box.getYSpan());
        CompoundBinaryTag s = start.createTag();
        assertEquals("OPENING", s.getString("EntryDoor"));
        assertEquals(1, s.getByte("Source"));
        assertEquals(0, s.getInt("GD"));
        assertEquals("minecraft:sh5c", crossing.typeId());
        assertEquals(1, crossing.getGenDepth());
        assertEquals(dir, crossing.getOrientation());
        CompoundBinaryTag c = crossing.createTag();
        assertEquals(door, c.getString("EntryDoor"));
        assertEquals(leftLow ? 1 : 0, c.getByte("leftLow"));
        assertEquals(leftHigh ? 1 : 0, c.getByte("leftHigh"));
        assertEquals(rightLow ? 1 : 0, c.getByte("rightLow"));
        assertEquals(rightHigh ? 1 : 0, c.getByte("rightHigh"));
        // the crossing's box: orientBox(foot, -4, -3, 0, 10, 9, 11) at the foot one block beyond the start's front,
        // 1 above its bottom, offset 1 across
        int footY = box.minY() + 1;
        BoundingBox want = switch (dir) {
            case NORTH -> BoundingBox.orientBox(box.minX() + 1, footY, box.minZ() - 1, -4, -3, 0, 10, 9, 11, dir);
            case SOUTH -> BoundingBox.orientBox(box.minX() + 1, footY, box.maxZ() + 1, -4, -3, 0, 10, 9, 11, dir);
            case WEST -> BoundingBox.orientBox(box.minX() - 1, footY, box.minZ() + 1, -4, -3, 0, 10, 9, 11, dir);
            default -> BoundingBox.orientBox(box.maxX() + 1, footY, box.minZ() + 1, -4, -3, 0, 10, 9, 11, dir);
        };
        assertEquals(want, crossing.getBoundingBox());
    }

    @Test
    void theFirstPiecesAreTheGamesDrawsAndAFailedTryIsRedoneWithTheNextSeed() {
        int firstTry = 0, retried = 0;
        for (int cx = -40; cx < 40 && (firstTry < 5 || retried < 3); cx++) {
            int cz = 3 * cx + 7;
            int k = 0;
            while (StrongholdStructure.generateTry(random(), SEED, k, cx, cz, SEA_LEVEL, MIN_Y) == null) k++;
            List<StructurePiece> pieces = generate(SEED, cx, cz);
            assertFirstDraws(pieces, SEED, k, cx, cz);
            if (k == 0) firstTry++;
            else retried++;
        }
        assertTrue(firstTry >= 5, "starts made by the first try: " + firstTry);
        assertTrue(retried >= 3, "starts whose first try had no portal room: " + retried);
    }

    @Test
    void theSameChunkGivesTheSameStronghold() {
        List<StructurePiece> a = generate(SEED, -29, 88), b = generate(SEED, -29, 88);
        assertEquals(a.size(), b.size());
        for (int i = 0; i < a.size(); i++) assertEquals(a.get(i).createTag(), b.get(i).createTag(), "piece " + i);
        assertFalse(a.get(0).createTag().equals(generate(SEED, -64, -64).get(0).createTag()));
    }

    /**
     * Over many strongholds: exactly one portal room, deeper than 5; libraries deeper than 4; no kind more often
     * than its limit (the imposed five crossing is not counted against its 4); nothing deeper than 51; every piece
     * above y 10 before the move; the top moved to {@code [minY + ySpan + 1, seaLevel - 11]}.
     */
    @Test
    void theListsLimitsAndDepthRulesHold() {
        Map<String, Integer> limits = Map.of("minecraft:shph", 5, "minecraft:shrc", 6, "minecraft:shssd", 5, "minecraft:shsd", 5, "minecraft:sh5c", 5,
                "minecraft:shcc", 4, "minecraft:shli", 2, "minecraft:shpr", 1, "minecraft:shstart", 1);
        Map<String, Integer> max = new TreeMap<>();
        int belowTop = 0;
        for (int i = 0; i < 120; i++) {
            int cx = i * 7 - 400, cz = 311 - i * 5;
            List<StructurePiece> pieces = generate(SEED, cx, cz);
            Map<String, Integer> count = new HashMap<>();
            BoundingBox all = BoundingBox.encapsulatingBoxes(pieces.stream().map(StructurePiece::getBoundingBox)::iterator);
            int dy = pieces.get(0).getBoundingBox().minY() - 64;
            for (StructurePiece p : pieces) {
                count.merge(p.typeId(), 1, Integer::sum);
                assertTrue(p.getGenDepth() <= 51, p.typeId() + " at depth " + p.getGenDepth());
                assertTrue(p.getBoundingBox().minY() - dy > 10, "above y 10 before the move");
                if (p.typeId().equals("minecraft:shli")) assertTrue(p.getGenDepth() > 4, "library depth " + p.getGenDepth());
                if (p.typeId().equals("minecraft:shpr")) assertTrue(p.getGenDepth() > 5, "portal room depth " + p.getGenDepth());
            }
            assertEquals(1, count.get("minecraft:shpr"), "one portal room");
            for (var e : count.entrySet()) {
                max.merge(e.getKey(), e.getValue(), Math::max);
                if (limits.containsKey(e.getKey())) assertTrue(e.getValue() <= limits.get(e.getKey()), e.getKey() + " x" + e.getValue());
            }
            assertTrue(all.maxY() <= SEA_LEVEL - 11, "top " + all.maxY());
            assertTrue(all.maxY() >= MIN_Y + all.getYSpan() + 1 - 1, "top " + all.maxY());
            if (all.maxY() > SEA_LEVEL - 20) belowTop++;
        }
        System.out.println("most pieces of each kind in one stronghold: " + max);
        // the limits are reached, so a higher limit would show
        for (String k : List.of("minecraft:shli", "minecraft:shcc", "minecraft:shrc", "minecraft:shsd", "minecraft:sh5c")) {
            assertEquals(limits.get(k), max.get(k), "most " + k);
        }
        assertTrue(belowTop > 0, "some tops land within 9 blocks of the highest allowed y");
    }

    @Test
    void thePieceListIsTheGames() {
        List<StrongholdPieceWeight> list = StrongholdPieceWeight.pieces();
        List<String> got = new ArrayList<>();
        for (StrongholdPieceWeight w : list) got.add(w.kind + ":" + w.weight + ":" + w.maxPlaceCount);
        assertEquals(List.of("STRAIGHT:40:0", "PRISON_HALL:5:5", "LEFT_TURN:20:0", "RIGHT_TURN:20:0", "ROOM_CROSSING:10:6", "STRAIGHT_STAIRS_DOWN:5:5",
                "STAIRS_DOWN:5:5", "FIVE_CROSSING:5:4", "CHEST_CORRIDOR:5:4", "LIBRARY:10:2", "PORTAL_ROOM:20:1"), got);
        StrongholdPieceWeight library = list.get(9), portal = list.get(10), straight = list.get(0);
        assertFalse(library.doPlace(4));
        assertTrue(library.doPlace(5));
        assertFalse(portal.doPlace(5));
        assertTrue(portal.doPlace(6));
        portal.placeCount = 1;
        assertFalse(portal.doPlace(9));
        assertFalse(portal.isValid());
        straight.placeCount = 1000;
        assertTrue(straight.isValid(), "no limit");
    }

    /** The saved fields of every piece type, as the game's {@code addAdditionalSaveData} writes them. */
    @Test
    void everyPieceSavesTheGamesFields() {
        Map<String, Set<String>> own = new HashMap<>();
        own.put("minecraft:shstart", Set.of("Source"));
        own.put("minecraft:shsd", Set.of("Source"));
        own.put("minecraft:shs", Set.of("Left", "Right"));
        own.put("minecraft:shcc", Set.of("Chest"));
        own.put("minecraft:shssd", Set.of());
        own.put("minecraft:shlt", Set.of());
        own.put("minecraft:shrt", Set.of());
        own.put("minecraft:shph", Set.of());
        own.put("minecraft:shrc", Set.of("Type"));
        own.put("minecraft:sh5c", Set.of("leftLow", "leftHigh", "rightLow", "rightHigh"));
        own.put("minecraft:shli", Set.of("Tall"));
        own.put("minecraft:shpr", Set.of("Mob"));
        own.put("minecraft:shfc", Set.of("Steps"));
        Set<String> seen = new java.util.HashSet<>();
        for (int i = 0; i < 40; i++) {
            for (StructurePiece p : generate(SEED, i * 11 - 200, i * 3 - 60)) {
                CompoundBinaryTag t = p.createTag();
                Set<String> want = new java.util.HashSet<>(Set.of("id", "BB", "O", "GD", "EntryDoor"));
                want.addAll(own.get(p.typeId()));
                assertEquals(want, t.keySet(), p.typeId());
                seen.add(p.typeId());
                assertEquals(p.typeId(), t.getString("id"));
                assertTrue(List.of("OPENING", "WOOD_DOOR", "GRATES", "IRON_DOOR").contains(t.getString("EntryDoor")));
                // the tag gives the piece back: box, orientation, depth
                assertEquals(p.getBoundingBox(), BoundingBox.fromArray(t.getIntArray("BB")));
                assertEquals(p.getOrientation(), Direction.BY_2D_DATA[t.getInt("O")]);
                assertEquals(p.getGenDepth(), t.getInt("GD"));
                for (String k : own.get(p.typeId())) {
                    var type = t.get(k).type();
                    assertTrue(type == (k.equals("Type") || k.equals("Steps") ? BinaryTagTypes.INT : BinaryTagTypes.BYTE), p.typeId() + " " + k);
                }
                if (p.typeId().equals("minecraft:shfc")) {
                    BoundingBox b = p.getBoundingBox();
                    int steps = t.getInt("Steps");
                    assertEquals(p.getOrientation().axis() == 2 ? b.getZSpan() : b.getXSpan(), steps);
                    assertTrue(steps >= 1 && steps <= 3, "steps " + steps);
                }
                if (p.typeId().equals("minecraft:shli")) assertEquals(p.getBoundingBox().getYSpan() == 11 ? 1 : 0, t.getByte("Tall"));
            }
        }
        assertEquals(own.keySet(), seen, "every piece type seen");
    }
}
