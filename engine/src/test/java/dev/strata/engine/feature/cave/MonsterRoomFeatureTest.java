package dev.strata.engine.feature.cave;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.feature.ConfiguredFeature;
import dev.strata.engine.levelgen.ProtoChunk;
import java.util.Arrays;
import java.util.Collections;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.LongBinaryTag;
import net.kyori.adventure.nbt.StringBinaryTag;
import org.junit.jupiter.api.Test;

/** {@code monster_room} (game: MonsterRoomFeature): the room, its chests and spawner, and the order of its draws. */
class MonsterRoomFeatureTest {
    private static CaveWorld corridor() {
        CaveWorld w = new CaveWorld("minecraft:stone");
        w.fill(0, 40, 8, 20, 41, 8, "minecraft:air"); // a corridor through the room's two x walls: 2 openings
        return w;
    }

    @Test
    void buildsTheRoomWithChestsAgainstOneWallAndASpawner() {
        int chestsSeen = 0;
        for (long seed = 0; seed < 6; seed++) {
            CaveWorld w = corridor();
            ConfiguredFeature f = w.vanilla("minecraft:monster_room");
            RecordingRandom r = new RecordingRandom(seed);
            assertTrue(f.place(w.level, r, 8, 40, 8));
            int xr = w.name(4, 42, 7).equals("minecraft:cobblestone") ? 3 : 2; // where the wall stands
            int zr = w.name(7, 42, 4).equals("minecraft:cobblestone") ? 3 : 2;
            int floor = (2 * xr + 3) * (2 * zr + 3);
            // xr, zr, then one nextInt(4) per floor block (all on solid stone)
            assertEquals(Collections.nCopies(floor, "int:4"), r.log.subList(2, 2 + floor));
            assertEquals("int:" + MonsterRoomFeature.MOBS.length, r.log.get(r.log.size() - 1), "the mob is the last draw");
            assertEquals(floor + 1, r.log.stream().filter("int:4"::equals).count(), "only the floor and the mob draw nextInt(4)");
            long seeds = r.log.stream().filter("long"::equals).count();

            assertEquals("minecraft:spawner", w.name(8, 40, 8));
            ProtoChunk.BlockEntityData spawner = w.level.getBlockEntity(8, 40, 8);
            assertEquals("minecraft:mob_spawner", spawner.id);
            String mob = ((StringBinaryTag) ((CompoundBinaryTag) spawner.fields.get("SpawnData")).getCompound("entity").get("id")).value();
            assertTrue(Arrays.asList(MonsterRoomFeature.MOBS).contains(mob));

            int chests = 0;
            for (int x = 8 - xr; x <= 8 + xr; x++) for (int z = 8 - zr; z <= 8 + zr; z++) {
                if (!w.name(x, 40, z).equals("minecraft:chest")) continue;
                chests++;
                ProtoChunk.BlockEntityData be = w.level.getBlockEntity(x, 40, z);
                assertEquals(StringBinaryTag.stringBinaryTag("minecraft:chests/simple_dungeon"), be.fields.get("LootTable"));
                assertTrue(be.fields.get("LootTableSeed") instanceof LongBinaryTag);
                // against exactly one wall, facing away from it
                String facing = w.value(x, 40, z, "facing");
                Direction away = Direction.byId(facing);
                assertEquals("minecraft:cobblestone", w.name(x - away.dx, 40, z - away.dz), "chest at " + x + " " + z + " faces away from its wall");
            }
            assertEquals(chests, seeds, "one loot table seed per chest");
            chestsSeen += chests;

            for (int x = 8 - xr; x <= 8 + xr; x++) for (int z = 8 - zr; z <= 8 + zr; z++) {
                String n = w.name(x, 39, z);
                assertTrue(n.equals("minecraft:cobblestone") || n.equals("minecraft:mossy_cobblestone"), n);
                for (int y = 41; y <= 43; y++) assertEquals("minecraft:cave_air", w.name(x, y, z));
                assertEquals("minecraft:stone", w.name(x, 44, z), "the ceiling stays");
            }
            assertEquals("minecraft:cobblestone", w.name(8 - xr - 1, 42, 7), "walls are cobblestone");
            assertEquals("minecraft:air", w.name(8 - xr - 1, 40, 8), "an opening stays open");
            assertEquals("minecraft:cave_air", w.name(8 - xr - 1, 41, 8), "a wall block over an opening becomes cave air");
        }
        assertTrue(chestsSeen > 0);
    }

    @Test
    void refusesWithoutOpeningsOrWithoutAFloor() {
        CaveWorld w = new CaveWorld("minecraft:stone");
        RecordingRandom r = new RecordingRandom(1);
        assertFalse(w.vanilla("minecraft:monster_room").place(w.level, r, 8, 40, 8), "no opening");
        assertEquals("int:2 int:2", r.joined());
        CaveWorld w2 = corridor();
        w2.set(8, 39, 8, "minecraft:water");
        assertFalse(w2.vanilla("minecraft:monster_room").place(w2.level, new RecordingRandom(1), 8, 40, 8), "a hole in the floor");
        assertEquals("minecraft:stone", w2.name(9, 42, 9));
    }
}
