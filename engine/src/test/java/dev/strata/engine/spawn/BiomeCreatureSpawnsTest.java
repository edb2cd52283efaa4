package dev.strata.engine.spawn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.DataPackException;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.random.LegacyRandom;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reading a biome's creature spawners, the weighted pick, and the errors a bad pack gets. */
class BiomeCreatureSpawnsTest {
    @TempDir
    Path tmp;

    private DataPack pack(String biomeJson) throws Exception {
        Path f = tmp.resolve("data/t/worldgen/biome/b.json");
        Files.createDirectories(f.getParent());
        Files.writeString(f, biomeJson);
        return DataPack.open(tmp);
    }

    @Test
    void readsTheListAndTheProbability() throws Exception {
        BiomeCreatureSpawns s = BiomeCreatureSpawns.load(pack("{\"creature_spawn_probability\": 0.07, \"spawners\": {\"creature\": ["
                + "{\"type\": \"minecraft:rabbit\", \"weight\": 10, \"minCount\": 2, \"maxCount\": 3},"
                + "{\"type\": \"minecraft:polar_bear\", \"weight\": 1, \"minCount\": 1, \"maxCount\": 2}]}}"), ResourceId.parse("t:b"));
        assertEquals(0.07f, s.probability());
        assertEquals(List.of(new BiomeCreatureSpawns.Spawner(SpawnEntityType.RABBIT, 10, 2, 3),
                new BiomeCreatureSpawns.Spawner(SpawnEntityType.POLAR_BEAR, 1, 1, 2)), s.spawners());
        // WeightedList.getRandom: nextInt(11); 0..9 the rabbit, 10 the polar bear
        for (long seed = 0; seed < 50; seed++) {
            int sel = new LegacyRandom(seed).nextInt(11);
            assertSame(sel < 10 ? SpawnEntityType.RABBIT : SpawnEntityType.POLAR_BEAR, s.pick(new LegacyRandom(seed)).type());
        }
        // no probability: the game's default 0.1; no file: nothing
        assertEquals(0.1f, BiomeCreatureSpawns.load(pack("{\"spawners\": {}}"), ResourceId.parse("t:b")).probability());
        assertTrue(BiomeCreatureSpawns.load(pack("{}"), ResourceId.parse("t:none")).spawners().isEmpty());
    }

    @Test
    void badEntriesNameTheFileAndPath() throws Exception {
        DataPackException e = assertThrows(DataPackException.class, () -> BiomeCreatureSpawns.load(pack("{\"spawners\": {\"creature\": ["
                + "{\"type\": \"minecraft:zombie\", \"weight\": 1, \"minCount\": 1, \"maxCount\": 1}]}}"), ResourceId.parse("t:b")));
        assertTrue(e.getMessage().contains("b.json") && e.getMessage().contains("creature") && e.getMessage().contains("minecraft:zombie"), e.getMessage());
        e = assertThrows(DataPackException.class, () -> BiomeCreatureSpawns.load(pack("{\"spawners\": {\"creature\": ["
                + "{\"type\": \"minecraft:cow\", \"weight\": 1, \"minCount\": 3, \"maxCount\": 2}]}}"), ResourceId.parse("t:b")));
        assertTrue(e.getMessage().contains("minCount 3"), e.getMessage());
    }
}
