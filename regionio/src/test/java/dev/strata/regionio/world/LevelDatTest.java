package dev.strata.regionio.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.regionio.Fixtures;
import dev.strata.regionio.NbtFormatException;
import dev.strata.regionio.nbt.NbtIO;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LevelDatTest {

    @Test
    void everyFixtureLevelDatGivesItsSeed() throws Exception {
        Map<String, Long> seeds = new TreeMap<>();
        for (Path p : Fixtures.files("level.dat")) {
            String rel = Fixtures.regions().relativize(p).toString();
            CompoundBinaryTag raw = NbtIO.readGzipFile(p);
            assertEquals(raw, NbtIO.read(NbtIO.write(raw)), rel);
            if (rel.startsWith("paper-26.2/")) {
                // Paper keeps the seed elsewhere (not in the fixture): a typed error naming the file and key
                NbtFormatException e = assertThrows(NbtFormatException.class, () -> LevelDat.read(p));
                assertTrue(e.getMessage().contains("WorldGenSettings") && e.getMessage().contains("level.dat"), e.getMessage());
                continue;
            }
            LevelInfo info = LevelDat.read(p);
            seeds.put(rel, info.seed());
        }
        assertEquals(-7704947424039917939L, seeds.get("amulet/1_18/vanilla/level.dat"));
        assertEquals(-8047332492303886382L, seeds.get("amulet/1_17_1/vanilla/level.dat"));
        assertEquals(7441392057728865235L, seeds.get("minestom/anvil_vanilla_sample/level.dat"));
        assertEquals(42L, seeds.get("minestom/anvil_loader/level.dat"));
        assertEquals(-7604271647013840962L, seeds.get("mcaselector-26.1-snapshot6/level.dat"));
        assertEquals(14, seeds.size()); // 15 level.dat files, Paper's excluded
    }

    @Test
    void snapshot26SettingsComeFromWorldGenSettingsDat() throws Exception {
        LevelInfo info = LevelDat.read(Fixtures.regions().resolve("mcaselector-26.1-snapshot6"));
        assertEquals(4774, info.dataVersion());
        assertFalse(info.generateStructures());
        assertTrue(info.settingsSource().endsWith("world_gen_settings.dat"));
        assertEquals("minecraft:debug", info.dimensions().getCompound("minecraft:overworld").getCompound("generator").getString("type"));
        LevelInfo flat = LevelDat.read(Fixtures.regions().resolve("amulet/1_20/1_20_superflat"));
        assertEquals("minecraft:flat", flat.dimensions().getCompound("minecraft:overworld").getCompound("generator").getString("type"));
        assertTrue(flat.generateStructures());
        LevelInfo old = LevelDat.read(Fixtures.regions().resolve("other-level-dat/1.14-level.dat"));
        assertEquals(1817590857L, old.seed());
        assertTrue(old.dimensions().isEmpty());
    }

    @Test
    void newWorldWritesBothFilesAndReadsBack(@TempDir Path world) throws Exception {
        LevelDat.writeNew(world, "pregen", -1234567890123L, true, LevelDat.vanillaDimensions(), 4903, "26.2");
        assertTrue(Files.exists(world.resolve("data/minecraft/world_gen_settings.dat")));
        LevelInfo info = LevelDat.read(world);
        assertEquals(-1234567890123L, info.seed());
        assertEquals(4903, info.dataVersion());
        assertEquals("pregen", info.levelName());
        assertTrue(info.generateStructures());
        assertEquals("minecraft:overworld", info.dimensions().getCompound("minecraft:overworld").getCompound("generator")
                .getCompound("biome_source").getString("preset"));
        CompoundBinaryTag data = NbtIO.readGzipFile(world.resolve("level.dat")).getCompound("Data");
        assertFalse(data.keySet().contains("WorldGenSettings"));
        assertEquals(4903, data.getCompound("Version").getInt("Id"));
        // the same shape as the 26.1 snapshot's own file
        CompoundBinaryTag theirs = NbtIO.readGzipFile(Fixtures.regions().resolve("mcaselector-26.1-snapshot6/world_gen_settings.dat"));
        CompoundBinaryTag ours = NbtIO.readGzipFile(world.resolve("data/minecraft/world_gen_settings.dat"));
        assertEquals(theirs.getCompound("data").keySet(), ours.getCompound("data").keySet());
        assertEquals(theirs.getCompound("data").getCompound("dimensions").get("minecraft:the_end"), ours.getCompound("data").getCompound("dimensions").get("minecraft:the_end"));
        assertEquals(theirs.getCompound("data").getCompound("dimensions").get("minecraft:the_nether"), ours.getCompound("data").getCompound("dimensions").get("minecraft:the_nether"));
    }

    @Test
    void layoutOldAndNew(@TempDir Path world) throws Exception {
        assertEquals(world.resolve("dimensions/minecraft/the_nether/region"), WorldLayout.folderForWriting(world, Dimension.NETHER, WorldLayout.Kind.REGION, 4903));
        assertEquals(world.resolve("DIM-1/region"), WorldLayout.folderForWriting(world, Dimension.NETHER, WorldLayout.Kind.REGION, 3955));
        assertEquals(world.resolve("DIM1/poi"), WorldLayout.folderForWriting(world, Dimension.END, WorldLayout.Kind.POI, 4671));
        assertEquals(world.resolve("region"), WorldLayout.folderForWriting(world, Dimension.OVERWORLD, WorldLayout.Kind.REGION, 2975));
        assertEquals(world.resolve("dimensions/minecraft/overworld/entities"), WorldLayout.folderForWriting(world, Dimension.OVERWORLD, WorldLayout.Kind.ENTITIES, 4774));
        assertEquals(null, WorldLayout.folderForReading(world, Dimension.OVERWORLD, WorldLayout.Kind.REGION));
        Files.createDirectories(world.resolve("region"));
        Files.createFile(world.resolve("region/r.0.-1.mca"));
        Files.createFile(world.resolve("region/r.0.-1.mca.tmp"));
        assertEquals(world.resolve("region"), WorldLayout.folderForReading(world, Dimension.OVERWORLD, WorldLayout.Kind.REGION));
        Files.createDirectories(world.resolve("dimensions/minecraft/overworld/region"));
        assertEquals(world.resolve("dimensions/minecraft/overworld/region"), WorldLayout.folderForReading(world, Dimension.OVERWORLD, WorldLayout.Kind.REGION));
        assertEquals(1, WorldLayout.regionFiles(world.resolve("region")).size());
        Path amulet = Fixtures.regions().resolve("amulet/1_18/vanilla");
        assertEquals(2, WorldLayout.regionFiles(WorldLayout.folderForReading(amulet, Dimension.OVERWORLD, WorldLayout.Kind.POI)).size());
        assertEquals(5, WorldLayout.regionFiles(WorldLayout.folderForReading(amulet, Dimension.OVERWORLD, WorldLayout.Kind.REGION)).size());
        assertEquals(Dimension.NETHER, Dimension.parse("the_nether"));
    }
}
