package dev.strata.engine.feature.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.feature.tree.decorator.AlterGroundDecorator;
import dev.strata.engine.feature.tree.decorator.AttachedToLeavesDecorator;
import dev.strata.engine.feature.tree.decorator.AttachedToLogsDecorator;
import dev.strata.engine.feature.tree.decorator.BeehiveDecorator;
import dev.strata.engine.feature.tree.decorator.CocoaDecorator;
import dev.strata.engine.feature.tree.decorator.CreakingHeartDecorator;
import dev.strata.engine.feature.tree.decorator.DecoratorContext;
import dev.strata.engine.feature.tree.decorator.LeaveVineDecorator;
import dev.strata.engine.feature.tree.decorator.PaleMossDecorator;
import dev.strata.engine.feature.tree.decorator.PlaceOnGroundDecorator;
import dev.strata.engine.feature.tree.decorator.TreeDecorator;
import dev.strata.engine.feature.tree.decorator.TrunkVineDecorator;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.RandomSource;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import org.junit.jupiter.api.Test;

/**
 * Each decorator on a hand-made tree (a trunk (8, 11..14, 8) of oak logs, and a leaf layer where needed), its
 * result derived from the game's rules with a twin random. The decorator sees the tree's sets as the game's
 * {@code TreeDecorator.Context} does: copied from the hash sets and stably sorted by y.
 */
class TreeDecoratorTest {
    private static final class Tree {
        final TreeWorld w;
        final TreeSink sink;

        Tree(TreeWorld w) {
            this.w = w;
            this.sink = new TreeSink(w.region);
        }

        Tree trunk(int from, int to) {
            int log = w.states.registry().parse("minecraft:oak_log[axis=y]");
            for (int y = from; y <= to; y++) sink.setTrunk(new Pos(8, y, 8), log);
            return this;
        }

        Tree leafLayer(int y, int r) {
            int leaf = w.states.registry().parse("minecraft:oak_leaves[distance=7,persistent=false,waterlogged=false]");
            for (int dx = -r; dx <= r; dx++) for (int dz = -r; dz <= r; dz++) if (dx != 0 || dz != 0) sink.setFoliage(new Pos(8 + dx, y, 8 + dz), leaf);
            return this;
        }

        Map<Pos, Integer> decorate(TreeDecorator d, RandomSource random) {
            w.snapshot();
            d.place(new DecoratorContext(w.region, sink, random, w.blocks));
            return w.changes();
        }
    }

    /** The game's order of a decorator's list: the hash set's iteration, stably sorted by y. */
    private static List<Pos> sorted(Set<Pos> set) {
        List<Pos> l = new ArrayList<>(set);
        l.sort((a, b) -> Integer.compare(a.y(), b.y()));
        return l;
    }

    private static void shuffle(List<Pos> l, RandomSource t) {
        for (int i = l.size(); i > 1; i--) {
            int j = t.nextInt(i);
            l.set(i - 1, l.set(j, l.get(i - 1)));
        }
    }

    private String vine(Tree t, Direction face) {
        return "minecraft:vine[east=" + (face == Direction.EAST) + ",north=" + (face == Direction.NORTH) + ",south=" + (face == Direction.SOUTH)
                + ",up=false,west=" + (face == Direction.WEST) + "]";
    }

    @Test
    void trunkVineDrawsFourTimesPerLogAndHangsVinesFacingIt() {
        for (long seed = 1; seed <= 3; seed++) {
            Tree tree = new Tree(new TreeWorld()).trunk(11, 14);
            Map<Pos, Integer> got = tree.decorate(new TrunkVineDecorator(), new LegacyRandom(seed));
            RandomSource t = new LegacyRandom(seed);
            Map<Pos, Integer> want = new HashMap<>();
            Direction[] sides = {Direction.WEST, Direction.EAST, Direction.NORTH, Direction.SOUTH};
            for (Pos log : sorted(tree.sink.trunks)) {
                for (Direction side : sides) {
                    if (t.nextInt(3) > 0) want.put(log.relative(side), tree.w.states.registry().parse(vine(tree, side.opposite())));
                }
            }
            assertEquals(want, got, "seed " + seed);
        }
    }

    @Test
    void leaveVineHangsUpToFiveBlocks() {
        for (long seed = 1; seed <= 3; seed++) {
            Tree tree = new Tree(new TreeWorld()).trunk(11, 14).leafLayer(15, 1);
            Map<Pos, Integer> got = tree.decorate(new LeaveVineDecorator(0.25f), new LegacyRandom(seed));
            RandomSource t = new LegacyRandom(seed);
            Set<Pos> taken = new HashSet<>(tree.sink.trunks);
            taken.addAll(tree.sink.foliage);
            Map<Pos, Integer> want = new HashMap<>();
            Direction[] sides = {Direction.WEST, Direction.EAST, Direction.NORTH, Direction.SOUTH};
            for (Pos leaf : sorted(tree.sink.foliage)) {
                for (Direction side : sides) {
                    Pos p = leaf.relative(side);
                    if (!(t.nextFloat() < 0.25f) || taken.contains(p) || want.containsKey(p)) continue;
                    int v = tree.w.states.registry().parse(vine(tree, side.opposite()));
                    want.put(p, v);
                    p = p.below();
                    for (int n = 4; !taken.contains(p) && !want.containsKey(p) && p.y() > 10 && n > 0; n--) {
                        want.put(p, v);
                        p = p.below();
                    }
                }
            }
            assertEquals(want.keySet(), got.keySet(), "seed " + seed);
        }
    }

    @Test
    void cocoaGrowsOnTheLowestThreeLogsFacingThem() {
        int placed = 0;
        for (long n = 1; n <= 8; n++) {
            long seed = n * 0x9E3779B97F4A7C15L;
            Tree tree = new Tree(new TreeWorld()).trunk(11, 16);
            Map<Pos, Integer> got = tree.decorate(new CocoaDecorator(0.5f), new LegacyRandom(seed));
            RandomSource t = new LegacyRandom(seed);
            Map<Pos, String> want = new HashMap<>();
            if (t.nextFloat() < 0.5f) {
                for (Pos log : sorted(tree.sink.trunks)) {
                    if (log.y() - 11 > 2) continue;
                    for (Direction d : Direction.HORIZONTAL) {
                        if (!(t.nextFloat() <= 0.25f)) continue;
                        Direction o = d.opposite();
                        want.put(log.offset(o.stepX, 0, o.stepZ), "minecraft:cocoa[age=" + t.nextInt(3) + ",facing=" + d.id + "]");
                    }
                }
            }
            Map<Pos, Integer> wantIds = new HashMap<>();
            want.forEach((p, s) -> wantIds.put(p, tree.w.states.registry().parse(s)));
            assertEquals(wantIds, got, "seed " + seed);
            placed += got.size();
        }
        assertTrue(placed > 0);
    }

    @Test
    void beehiveSitsBelowTheLowestLeavesWithBees() {
        int hives = 0;
        for (long n = 1; n <= 10; n++) {
            long seed = n * 0x9E3779B97F4A7C15L;
            Tree tree = new Tree(new TreeWorld()).trunk(11, 16).leafLayer(15, 1).leafLayer(16, 1);
            Map<Pos, Integer> got = tree.decorate(new BeehiveDecorator(0.5f), new LegacyRandom(seed));
            RandomSource t = new LegacyRandom(seed);
            if (!(t.nextFloat() < 0.5f)) {
                assertTrue(got.isEmpty());
                continue;
            }
            int hiveY = Math.max(15 - 1, 11 + 1);
            List<Pos> candidates = new ArrayList<>();
            for (Direction d : new Direction[] {Direction.EAST, Direction.SOUTH, Direction.WEST}) candidates.add(new Pos(8, hiveY, 8).relative(d));
            shuffle(candidates, t);
            Pos hive = candidates.get(0); // all three are air with air south of them
            assertEquals(Map.of(hive, tree.w.states.registry().parse("minecraft:bee_nest[facing=south,honey_level=0]")), got, "seed " + seed);
            ProtoChunk.BlockEntityData be = tree.w.region.getBlockEntity(hive.x(), hive.y(), hive.z());
            assertNotNull(be);
            assertEquals("minecraft:beehive", be.id);
            ListBinaryTag bees = (ListBinaryTag) be.fields.get("bees");
            int bees0 = 2 + t.nextInt(2);
            assertEquals(bees0, bees.size());
            for (int i = 0; i < bees0; i++) {
                CompoundBinaryTag bee = bees.getCompound(i);
                assertEquals(t.nextInt(599), bee.getInt("ticks_in_hive"));
                assertEquals(600, bee.getInt("min_ticks_in_hive"));
                assertEquals("minecraft:bee", bee.getCompound("entity_data").getString("id"));
            }
            hives++;
        }
        assertTrue(hives > 0);
    }

    @Test
    void alterGroundReplacesTheGroundInCirclesAroundTheTrunk() {
        for (long seed = 1; seed <= 3; seed++) {
            Tree tree = new Tree(new TreeWorld()).trunk(11, 14);
            int podzol = tree.w.states.defaultState("minecraft:podzol");
            int grass = tree.w.states.blockIndex("minecraft:grass_block");
            var provider = (dev.strata.engine.feature.stateproviders.BlockStateProvider) (l, r, x, y, z) ->
                    tree.w.states.is(l.getBlockState(x, y, z), grass) ? podzol : -1;
            Map<Pos, Integer> got = tree.decorate(new AlterGroundDecorator(provider), new LegacyRandom(seed));
            RandomSource t = new LegacyRandom(seed);
            Set<Pos> want = new HashSet<>();
            Pos base = new Pos(8, 11, 8);
            List<Pos> centres = new ArrayList<>(List.of(base.offset(-1, 0, -1), base.offset(2, 0, -1), base.offset(-1, 0, 2), base.offset(2, 0, 2)));
            for (int i = 0; i < 5; i++) {
                int p = t.nextInt(64), xx = p % 8, zz = p / 8;
                if (xx == 0 || xx == 7 || zz == 0 || zz == 7) centres.add(base.offset(-3 + xx, 0, -3 + zz));
            }
            for (Pos c : centres) {
                for (int dx = -2; dx <= 2; dx++) for (int dz = -2; dz <= 2; dz++) {
                    if (Math.abs(dx) == 2 && Math.abs(dz) == 2) continue;
                    want.add(new Pos(c.x() + dx, 10, c.z() + dz));
                }
            }
            assertEquals(want, got.keySet(), "seed " + seed);
        }
    }

    @Test
    void attachedToLeavesKeepsItsExclusionBox() {
        for (long seed = 1; seed <= 3; seed++) {
            Tree tree = new Tree(new TreeWorld()).trunk(11, 14).leafLayer(15, 2);
            int prop = tree.w.states.registry().parse("minecraft:mangrove_propagule[age=0,hanging=true,stage=0,waterlogged=false]");
            Map<Pos, Integer> got = tree.decorate(new AttachedToLeavesDecorator(0.5f, 1, 0, (l, r, x, y, z) -> prop, 2, List.of(Direction.DOWN)),
                    new LegacyRandom(seed));
            RandomSource t = new LegacyRandom(seed);
            List<Pos> leaves = sorted(tree.sink.foliage);
            shuffle(leaves, t);
            Set<Pos> blacklist = new HashSet<>(), want = new HashSet<>();
            for (Pos leaf : leaves) {
                t.nextInt(1);
                Pos p = leaf.below();
                if (blacklist.contains(p) || !(t.nextFloat() < 0.5f)) continue;
                if (tree.sink.trunks.contains(p) || tree.sink.trunks.contains(p.below())) continue; // two air blocks below needed
                for (int dx = -1; dx <= 1; dx++) for (int dz = -1; dz <= 1; dz++) blacklist.add(p.offset(dx, 0, dz));
                want.add(p);
            }
            assertEquals(want, got.keySet(), "seed " + seed);
        }
    }

    @Test
    void attachedToLogsPlacesWithItsProbabilityIntoAir() {
        for (long n = 1; n <= 6; n++) {
            long seed = n * 0x9E3779B97F4A7C15L;
            Tree tree = new Tree(new TreeWorld()).trunk(11, 16);
            int shroom = tree.w.states.defaultState("minecraft:red_mushroom");
            Map<Pos, Integer> got = tree.decorate(new AttachedToLogsDecorator(0.5f, (l, r, x, y, z) -> shroom, List.of(Direction.EAST, Direction.UP)),
                    new LegacyRandom(seed));
            RandomSource t = new LegacyRandom(seed);
            List<Pos> logs = sorted(tree.sink.trunks);
            shuffle(logs, t);
            Set<Pos> want = new HashSet<>();
            for (Pos log : logs) {
                Direction d = t.nextInt(2) == 0 ? Direction.EAST : Direction.UP;
                Pos p = log.relative(d);
                if (t.nextFloat() <= 0.5f && !tree.sink.trunks.contains(p) && !want.contains(p)) want.add(p);
            }
            assertEquals(want, got.keySet(), "seed " + seed);
        }
    }

    @Test
    void placeOnGroundPutsBlocksOnTheSurfaceAroundTheBase() {
        Tree tree = new Tree(new TreeWorld()).trunk(11, 14);
        int litter = tree.w.states.registry().parse("minecraft:leaf_litter[facing=north,segment_amount=1]");
        Map<Pos, Integer> got = tree.decorate(new PlaceOnGroundDecorator(40, 2, 1, (l, r, x, y, z) -> litter), new LegacyRandom(3));
        RandomSource t = new LegacyRandom(3);
        Set<Pos> want = new HashSet<>();
        for (int i = 0; i < 40; i++) {
            int x = t.nextInt(5) + 6, y = t.nextInt(3) + 10, z = t.nextInt(5) + 6;
            if (y == 10 && !(x == 8 && z == 8)) want.add(new Pos(x, 11, z));
        }
        assertEquals(want, got.keySet());
    }

    @Test
    void paleMossHangsUnderLogsAndLeaves() {
        Tree tree = new Tree(new TreeWorld()).trunk(20, 24).leafLayer(25, 1);
        Map<Pos, Integer> got = tree.decorate(new PaleMossDecorator(0.5f, 0.4f, 0.8f, null), new LegacyRandom(5));
        RandomSource t = new LegacyRandom(5);
        List<Pos> logs = sorted(tree.sink.trunks);
        shuffle(new ArrayList<>(logs), t);
        t.nextFloat(); // ground: no patch in this test
        Map<Pos, String> want = new HashMap<>();
        Set<Pos> solid = new HashSet<>(tree.sink.trunks);
        solid.addAll(tree.sink.foliage);
        for (int pass = 0; pass < 2; pass++) {
            for (Pos pos : pass == 0 ? logs : sorted(tree.sink.foliage)) {
                Pos down = pos.below();
                if (!(t.nextFloat() < (pass == 0 ? 0.4f : 0.5f)) || solid.contains(down) || want.containsKey(down)) continue;
                while (!solid.contains(down.below()) && !want.containsKey(down.below()) && down.y() - 1 > 10 && !(t.nextFloat() < 0.5)) {
                    want.put(down, "false");
                    down = down.below();
                }
                want.put(down, "true");
            }
        }
        Map<Pos, Integer> wantIds = new HashMap<>();
        want.forEach((p, tip) -> wantIds.put(p, tree.w.states.registry().parse("minecraft:pale_hanging_moss[tip=" + tip + "]")));
        assertEquals(wantIds, got);
    }

    @Test
    void creakingHeartReplacesALogEnclosedByLogs() {
        TreeWorld w = new TreeWorld();
        Tree tree = new Tree(w);
        int log = w.states.registry().parse("minecraft:pale_oak_log[axis=y]");
        for (int dx = -1; dx <= 1; dx++) for (int dy = -1; dy <= 1; dy++) for (int dz = -1; dz <= 1; dz++) {
            tree.sink.setTrunk(new Pos(8 + dx, 20 + dy, 8 + dz), log);
        }
        Map<Pos, Integer> got = tree.decorate(new CreakingHeartDecorator(1.0f), new LegacyRandom(1));
        assertEquals(Map.of(new Pos(8, 20, 8), w.states.registry().parse("minecraft:creaking_heart[axis=y,creaking_heart_state=dormant,natural=true]")), got);
    }
}
