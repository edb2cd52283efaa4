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

    @Test
    void spawnFromEachLayoutOfLevelDat(@TempDir Path world) throws Exception {
        // 26.x: Data.spawn {pos: [x, y, z], dimension}
        Spawn snapshot = LevelDat.read(Fixtures.regions().resolve("mcaselector-26.1-snapshot6")).spawn();
        assertEquals(new Spawn(240, 0, 240, "minecraft:overworld"), snapshot);
        // Paper's 26.2 level.dat keeps its seed elsewhere: beside a world_gen_settings.dat it reads, spawn included
        LevelDat.writeNew(world, "w", 1L, true, LevelDat.vanillaDimensions(), 4903, "26.2");
        Files.copy(Fixtures.regions().resolve("paper-26.2/level.dat"), world.resolve("level.dat"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        assertEquals(new Spawn(0, -60, 0, "minecraft:overworld"), LevelDat.read(world).spawn());
        // before 1.21.9: Data.SpawnX/Y/Z, and the world-wide border in Data.Border*
        LevelInfo old = LevelDat.read(Fixtures.regions().resolve("other-level-dat/1.21.4-level.dat"));
        assertEquals(new Spawn(160, 70, 160, "minecraft:overworld"), old.spawn());
        assertEquals(59_999_968.0, old.legacyBorder().size());
        assertEquals(0.0, old.legacyBorder().centerX());
        // 26.x level.dat has no border
        assertEquals(null, LevelDat.read(Fixtures.regions().resolve("mcaselector-26.1-snapshot6")).legacyBorder());
    }

    @Test
    void worldBorderPerDimension(@TempDir Path world) throws Exception {
        // none anywhere: the game's default
        WorldBorder none = WorldBorder.of(world, Dimension.OVERWORLD, null, 1);
        assertEquals(new WorldBorder(0, 0, 59_999_968.0, "the default border"), none);
        // level.dat's world-wide border: the nether takes its center divided by 8, the size unchanged
        WorldBorder legacy = new WorldBorder(800, -1600, 2000, "level.dat Data.BorderSize");
        WorldBorder nether = WorldBorder.of(world, Dimension.NETHER, legacy, 8);
        assertEquals(100.0, nether.centerX());
        assertEquals(-200.0, nether.centerZ());
        assertEquals(2000.0, nether.size());
        // 26.x: dimensions/<ns>/<path>/data/minecraft/world_border.dat wins
        Path file = WorldLayout.modernRoot(world, Dimension.OVERWORLD).resolve("data/minecraft/world_border.dat");
        Files.createDirectories(file.getParent());
        NbtIO.writeGzipFileAtomically(CompoundBinaryTag.builder().put("data", CompoundBinaryTag.builder()
                .putDouble("center_x", 1000.5).putDouble("center_z", -20).putDouble("size", 5000).putLong("lerp_time", 0)
                .putDouble("lerp_target", 0).putDouble("damage_per_block", 0.2).putDouble("safe_zone", 5).putInt("warning_blocks", 5)
                .putInt("warning_time", 300).build()).putInt("DataVersion", 4903).build(), file);
        WorldBorder own = WorldBorder.of(world, Dimension.OVERWORLD, legacy, 1);
        assertEquals(1000.5, own.centerX());
        assertEquals(-20.0, own.centerZ());
        assertEquals(5000.0, own.size());
        assertTrue(own.source().endsWith("world_border.dat"));
        // a broken one is an error naming the file and the field, never the default
        NbtIO.writeGzipFileAtomically(CompoundBinaryTag.builder().put("data", CompoundBinaryTag.builder().putString("size", "big").build()).build(), file);
        NbtFormatException e = assertThrows(NbtFormatException.class, () -> WorldBorder.of(world, Dimension.OVERWORLD, legacy, 1));
        assertTrue(e.getMessage().contains("world_border.dat") && e.getMessage().contains("data.center_x"), e.getMessage());
    }
}
