package dev.strata.engine.feature.tree;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.data.DataPackException;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.feature.ConfiguredFeature;
import dev.strata.engine.feature.FeatureParser;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.testing.SharedData;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Every {@code minecraft:tree} of the 26.2 data grown on grass, dirt below, from a few seeds: whatever it places,
 * its logs (and the block below) form one group, its leaves are never nearer a log than a recount says and are
 * reached exactly when the recount reaches them, and every change lies in the 3 x 3 chunks.
 */
class VanillaTreesTest {
    @Test
    void everyVanillaTreeGrowsIntoAConsistentShape() {
        int grown = 0;
        TreeWorld w = new TreeWorld();
        for (String file : SharedData.vanilla().list("data/minecraft/worldgen/configured_feature/")) {
            var json = SharedData.vanilla().readJson(file);
            if (!json.getAsJsonObject().get("type").getAsString().equals("minecraft:tree")) continue;
            ConfiguredFeature f;
            try {
                f = new FeatureParser(SharedData.vanilla(), TreeWorld.states()).configuredFeature(JsonCursor.root(file, json));
            } catch (DataPackException e) {
                if (e.getMessage().contains("vegetation_patch is not supported")) continue;
                throw e;
            }
            for (long seed = 1; seed <= 1; seed++) {
                w.restore();
                if (!f.place(w.region, new LegacyRandom(seed * 0x9E3779B97F4A7C15L), 8, 11, 8)) continue;
                grown++;
                Map<Pos, Integer> changes = w.changes();
                Set<Pos> logs = new HashSet<>(), leaves = new HashSet<>();
                for (Map.Entry<Pos, Integer> e : changes.entrySet()) {
                    Pos p = e.getKey();
                    assertTrue(p.x() >= -16 && p.x() < 32 && p.z() >= -16 && p.z() < 32, file + ": " + p);
                    if (w.states.is(e.getValue(), w.blocks.logs)) logs.add(p);
                    else if (w.blocks.hasLeafDistance(e.getValue())) leaves.add(p);
                }
                Set<Pos> trunk = new HashSet<>(logs);
                if (!logs.isEmpty()) trunk.add(new Pos(8, 10, 8));
                assertTrue(TreeWorld.connected(logs) || TreeWorld.connected(trunk), file + " seed " + seed + ": logs in pieces");
                Map<Pos, Integer> recount = w.recountDistances(logs, leaves);
                for (Pos p : leaves) {
                    int d = w.distance(p);
                    assertTrue(d >= recount.get(p), file + " seed " + seed + " leaf " + p + " at " + d + " nearer than " + recount.get(p));
                    assertTrue((d < 7) == (recount.get(p) < 7), file + " seed " + seed + " leaf " + p + " reached " + d + " vs " + recount.get(p));
                }
            }
        }
        assertTrue(grown > 30, "grown " + grown);
    }
}
