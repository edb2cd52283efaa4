package dev.strata.engine.structure.jigsaw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonPrimitive;
import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.DataPackException;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.feature.tree.Direction;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.template.Rotation;
import dev.strata.engine.testing.SharedData;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The parts of jigsaw assembly that can be checked alone: free space, aliases, rotations, the game's shuffle, parse errors. */
class JigsawPartsTest {
    /** Free space is the first box less the boxes cut from it, block by block (the game's integer voxel shapes). */
    @Test
    void freeSpaceIsTheBoxLessTheCuts() {
        FreeSpace free = new FreeSpace(0, 0, 0, 9, 9, 9);
        assertTrue(free.fits(new BoundingBox(0, 0, 0, 9, 9, 9)));
        assertFalse(free.fits(new BoundingBox(0, 0, 0, 10, 9, 9)), "a block outside the first box");
        free.remove(new BoundingBox(2, 2, 2, 3, 3, 3));
        assertFalse(free.fits(new BoundingBox(3, 3, 3, 5, 5, 5)), "one shared block is enough to refuse");
        assertTrue(free.fits(new BoundingBox(4, 2, 2, 9, 3, 3)), "touching a cut is allowed");
        assertFalse(new FreeSpace(0, 5, 0, 9, 4, 9).fits(new BoundingBox(0, 4, 0, 0, 4, 0)), "an empty space holds nothing");
    }

    /** Game: {@code Util.shuffle}: from the end, swapped with {@code nextInt(i)}. */
    @Test
    void shuffleDrawsAsTheGame() {
        List<Integer> list = new ArrayList<>(List.of(0, 1, 2, 3, 4));
        dev.strata.engine.random.Shuffle.shuffle(list, new LegacyRandom(42L));
        LegacyRandom r = new LegacyRandom(42L);
        int[] a = {0, 1, 2, 3, 4};
        for (int i = 5; i > 1; i--) {
            int j = r.nextInt(i);
            int t = a[i - 1];
            a[i - 1] = a[j];
            a[j] = t;
        }
        assertEquals(List.of(a[0], a[1], a[2], a[3], a[4]), list);
    }

    /** Highest priority first, first in first out within one (game: {@code SequencedPriorityIterator}). */
    @Test
    void placementQueueOrder() {
        JigsawPlacement.SequencedPriorityQueue<String> q = new JigsawPlacement.SequencedPriorityQueue<>();
        q.add("a0", 0);
        q.add("b0", 0);
        q.add("c5", 5);
        assertEquals("c5", q.poll());
        q.add("d0", 0);
        q.add("e1", 1);
        assertEquals(List.of("e1", "a0", "b0", "d0"), List.of(q.poll(), q.poll(), q.poll(), q.poll()));
        assertEquals(null, q.poll());
    }

    /** Rail shapes and jigsaw orientations turn with the piece; stairs keep their shape. */
    @Test
    void rotationOfShapesAndOrientations() {
        assertEquals("east_west", JigsawStateRotation.railShape("north_south", Rotation.CLOCKWISE_90));
        assertEquals("ascending_south", JigsawStateRotation.railShape("ascending_east", Rotation.CLOCKWISE_90));
        assertEquals("south_west", JigsawStateRotation.railShape("south_east", Rotation.CLOCKWISE_90));
        assertEquals("north_west", JigsawStateRotation.railShape("south_east", Rotation.CLOCKWISE_180));
        BlockStates s = new BlockStates(SharedData.vanilla());
        int jigsaw = s.registry().parse("minecraft:jigsaw[orientation=north_up]");
        assertEquals("east_up", s.value(JigsawStateRotation.rotate(s, jigsaw, Rotation.CLOCKWISE_90), "orientation"));
        int down = s.registry().parse("minecraft:jigsaw[orientation=down_south]");
        assertEquals("down_north", s.value(JigsawStateRotation.rotate(s, down, Rotation.CLOCKWISE_180), "orientation"));
        int stairs = s.registry().parse("minecraft:oak_stairs[facing=north,shape=inner_left]");
        int turned = JigsawStateRotation.rotate(s, stairs, Rotation.COUNTERCLOCKWISE_90);
        assertEquals("west", s.value(turned, "facing"));
        assertEquals("inner_left", s.value(turned, "shape"));
    }

    /** A jigsaw turned with its piece: position about the origin, front and top turned. */
    @Test
    void jigsawPlacedWithRotation() {
        JigsawBlockInfo j = new JigsawBlockInfo(2, 1, 0, Direction.NORTH, Direction.UP, false, JigsawBlockInfo.EMPTY, JigsawBlockInfo.EMPTY,
                JigsawBlockInfo.EMPTY, 0, 0, "minecraft:air");
        JigsawBlockInfo p = j.placed(100, 64, 200, Rotation.CLOCKWISE_90);
        assertEquals(List.of(100, 65, 202), List.of(p.x(), p.y(), p.z()));
        assertEquals(Direction.EAST, p.front());
        JigsawBlockInfo other = new JigsawBlockInfo(0, 0, 0, Direction.WEST, Direction.UP, false, JigsawBlockInfo.EMPTY, JigsawBlockInfo.EMPTY,
                JigsawBlockInfo.EMPTY, 0, 0, "minecraft:air");
        assertTrue(JigsawBlockInfo.canAttach(p, other));
        assertFalse(JigsawBlockInfo.canAttach(p, new JigsawBlockInfo(0, 0, 0, Direction.WEST, Direction.NORTH, false, JigsawBlockInfo.EMPTY,
                JigsawBlockInfo.EMPTY, JigsawBlockInfo.EMPTY, 0, 0, "minecraft:air")), "aligned joints need the same top");
    }

    /**
     * The trial chambers' aliases, per start: ranged and slow ranged from the same group, each alias mapped to one of
     * its targets, the same for the same position and seed.
     */
    @Test
    void trialChamberAliasesResolvePerStart() {
        DataPack pack = SharedData.vanilla();
        String file = "data/minecraft/worldgen/structure/trial_chambers.json";
        List<PoolAliasLookup.Binding> bindings = new ArrayList<>();
        for (JsonCursor b : JsonCursor.root(file, pack.readJson(file)).get("pool_aliases").elements()) bindings.add(PoolAliasLookup.parse(b));
        ResourceId ranged = ResourceId.parse("minecraft:trial_chambers/spawner/contents/ranged");
        ResourceId slow = ResourceId.parse("minecraft:trial_chambers/spawner/contents/slow_ranged");
        ResourceId melee = ResourceId.parse("minecraft:trial_chambers/spawner/contents/melee");
        java.util.Set<String> mobs = new java.util.HashSet<>();
        for (int i = 0; i < 40; i++) {
            PoolAliasLookup l = PoolAliasLookup.create(bindings, i * 16, -30, 0, 13579L);
            String mob = l.lookup(ranged).path().substring(l.lookup(ranged).path().lastIndexOf('/') + 1);
            assertEquals("trial_chambers/spawner/slow_ranged/" + mob, l.lookup(slow).path());
            assertTrue(l.lookup(melee).path().startsWith("trial_chambers/spawner/melee/"));
            assertEquals(l.lookup(ranged), PoolAliasLookup.create(bindings, i * 16, -30, 0, 13579L).lookup(ranged));
            mobs.add(mob);
        }
        assertEquals(3, mobs.size(), "every group drawn over 40 starts: " + mobs);
        ResourceId other = ResourceId.parse("minecraft:trial_chambers/chamber/end");
        assertEquals(other, PoolAliasLookup.create(bindings, 0, 0, 0, 1L).lookup(other));
    }

    /** Malformed pools are refused when read, with the file and the JSON path; a missing template is the game's empty one. */
    @Test
    void malformedPoolsNameFileAndPath() {
        DataPack pack = DataPack.layered(List.of(DataPack.fromClasspath(getClass().getClassLoader(), "packs/jigsaw-errors/"), SharedData.vanilla()));
        BlockStates states = new BlockStates(pack);
        TemplatePools pools = TemplatePools.forPack(pack, states);
        JsonCursor from = new JsonCursor("test.json", "start_pool", new JsonPrimitive("x"));
        String[][] cases = {
            {"strata:unknown_element", "unknown_element.json", "elements[0].element.element_type", "house_pool_element"},
            {"strata:bad_projection", "bad_projection.json", "elements[0].element.projection", "sideways"},
            {"strata:heavy", "heavy.json", "elements[0].weight", ""},
            {"strata:missing_fallback", "missing_fallback.json", "fallback", "strata:nowhere"},
            {"strata:unknown_processor", "unknown_processor.json", "processor_type", "minecraft:paint"},
        };
        for (String[] c : cases) {
            DataPackException e = assertThrows(DataPackException.class, () -> pools.reachable(ResourceId.parse(c[0]), List.of(), from), c[0]);
            assertTrue(e.getMessage().contains(c[1]) && e.getMessage().contains(c[2]) && e.getMessage().contains(c[3]), e.getMessage());
        }
        assertThrows(DataPackException.class, () -> pools.reachable(ResourceId.parse("strata:not_a_pool"), List.of(), from));
        StructureTemplatePool missing = pools.reachable(ResourceId.parse("strata:missing_template"), List.of(), from).get(ResourceId.parse("strata:missing_template"));
        SinglePoolElement e = (SinglePoolElement) missing.templates().get(0);
        assertEquals(null, e.template());
        assertEquals(new BoundingBox(-1, -1, -1, 0, 0, 0), e.boundingBox(0, 0, 0, Rotation.NONE), "the game's empty template: corners 0 and -1");
        assertEquals(2, missing.maxSize());
        assertEquals(List.of(), e.shuffledJigsawBlocks(0, 0, 0, Rotation.NONE, new LegacyRandom(1L)));
    }
}
