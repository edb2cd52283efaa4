package dev.strata.engine.structure.placement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.data.ResourceId;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Which sets a dimension keeps, in which order, and the weighted choice among a set's structures. */
class StructurePlacementsTest {
    private static List<String> possible(String dimension) {
        return VanillaPlacements.of(dimension).possibleSets().stream().map(s -> s.id().path()).toList();
    }

    @Test
    void possibleSetsPerDimensionInRegistryOrder() {
        assertEquals(List.of("nether_complexes", "nether_fossils", "ruined_portals"), possible("minecraft:the_nether"));
        assertEquals(List.of("end_cities"), possible("minecraft:the_end"));
        assertEquals(List.of("ancient_cities", "buried_treasures", "desert_pyramids", "igloos", "jungle_temples", "mineshafts",
                "ocean_monuments", "ocean_ruins", "pillager_outposts", "ruined_portals", "shipwrecks", "strongholds", "swamp_huts",
                "trail_ruins", "trial_chambers", "villages", "woodland_mansions"), possible("minecraft:overworld"));
    }

    /** The game's weighted draws written out: one legacy random per chunk, {@code nextInt(total)} down the entries. */
    private static List<String> byHand(long seed, int x, int z, String[] names, int[] weights) {
        Random r = new Random(seed);
        long a = r.nextLong(), b = r.nextLong();
        r = new Random((long) x * a ^ (long) z * b ^ seed);
        List<String> left = new ArrayList<>(List.of(names));
        List<Integer> w = new ArrayList<>();
        for (int v : weights) w.add(v);
        int total = 0;
        for (int v : weights) total += v;
        List<String> out = new ArrayList<>();
        while (!left.isEmpty()) {
            int choice = r.nextInt(total);
            int i = 0;
            while (choice >= w.get(i)) choice -= w.get(i++);
            out.add("minecraft:" + left.remove(i));
            total -= w.remove(i);
        }
        return out;
    }

    @Test
    void weightedAttemptsAreTheGamesDraws() {
        StructurePlacements nether = VanillaPlacements.of("minecraft:the_nether");
        StructureSetDef complexes = VanillaPlacements.set(nether, "minecraft:nether_complexes");
        int fortressFirst = 0, n = 0;
        for (int x = -300; x < 300; x++) {
            for (int z = -300; z < 300; z += 7) {
                List<String> got = nether.attempts(complexes, x, z).stream().map(ResourceId::toString).toList();
                assertEquals(byHand(VanillaPlacements.SEED, x, z, new String[] {"fortress", "bastion_remnant"}, new int[] {2, 3}), got);
                if (got.get(0).equals("minecraft:fortress")) fortressFirst++;
                n++;
            }
        }
        assertTrue(Math.abs(fortressFirst / (double) n - 0.4) < 0.02, "fortress first in 2 of 5: " + fortressFirst + " of " + n);
        StructurePlacements overworld = VanillaPlacements.of("minecraft:overworld");
        StructureSetDef villages = VanillaPlacements.set(overworld, "minecraft:villages");
        for (int x = -50; x < 50; x += 3) {
            for (int z = -50; z < 50; z += 5) {
                assertEquals(byHand(VanillaPlacements.SEED, x, z, new String[] {"village_plains", "village_desert", "village_savanna",
                        "village_snowy", "village_taiga"}, new int[] {1, 1, 1, 1, 1}),
                        overworld.attempts(villages, x, z).stream().map(ResourceId::toString).toList());
            }
        }
    }

    @Test
    void candidatesFollowTheSetOrder() {
        StructurePlacements nether = VanillaPlacements.of("minecraft:the_nether");
        int both = 0;
        for (int x = -200; x < 200; x++) {
            for (int z = -200; z < 200; z++) {
                List<StructureCandidate> c = nether.candidates(x, z);
                List<ResourceId> sets = c.stream().map(StructureCandidate::set).toList();
                List<ResourceId> want = new ArrayList<>();
                for (StructureSetDef s : nether.possibleSets()) if (nether.isStructureChunk(s, x, z)) want.add(s.id());
                assertEquals(want, sets);
                if (c.size() >= 2) both++;
            }
        }
        assertTrue(both > 10, "chunks selected by two sets: " + both);
    }
}
