package dev.strata.engine.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.data.ResourceId;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.testing.SharedData;
import dev.strata.regionio.chunk.ChunkCodec;
import dev.strata.regionio.chunk.ChunkData;
import dev.strata.regionio.nbt.NbtIO;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.junit.jupiter.api.Test;

/**
 * Reading proto chunks back ({@link ProtoChunkReader}): a chunk Strata wrote, read and written again, is the same
 * NBT at every status it writes (decorated ones carry block entities, ticks and post-processing marks); the game's
 * own 26.2 proto chunks (written by a Paper server, {@code ../shared/fixtures/regions/paper-26.2}) are read with
 * their blocks and stored heightmaps, and refused when they hold a field Strata would drop.
 */
class ProtoChunkReaderTest {
    private static final long SEED = 13579L;

    @Test
    void strataChunksReadBackToTheSameNbt() throws Exception {
        DimensionGenerator g = DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse("minecraft:overworld"), null, SEED);
        DimensionGenerator.Worker w = g.newWorker();
        List<String> names = new ArrayList<>();
        for (var id : g.biomes().names()) names.add(id.toString());
        ProtoChunkNbt codec = new ProtoChunkNbt(names);
        ProtoChunkReader reader = new ProtoChunkReader(g.biomes());
        // above the mineshafts of gen/MineshaftHashTest (rails, a spawner, chests) under a deep ocean
        int x0 = -349435 + 4, z0 = 434506 + 5;
        ProtoChunk[] around = new ProtoChunk[9];
        for (int dz = -1; dz <= 1; dz++) {
            for (int dx = -1; dx <= 1; dx++) {
                ProtoChunk c = g.newChunk();
                w.generate(x0 + dx, z0 + dz, ChunkStep.CARVERS, c);
                around[(dz + 1) * 3 + dx + 1] = c;
            }
        }
        CompoundBinaryTag carvers = codec.encode(around[4]);
        w.decorate(around);
        // what features and structures put into chunks elsewhere: ticks, block entities with fields, proto entities
        ProtoChunk c0 = around[0];
        int bx = c0.chunkX() << 4, bz = c0.chunkZ() << 4;
        c0.blockTicks().add(new ProtoChunk.ScheduledTick(dev.strata.engine.levelgen.BlockPos.asLong(bx + 3, 40, bz + 9), "minecraft:pointed_dripstone", 0, 0));
        c0.fluidTicks().add(new ProtoChunk.ScheduledTick(dev.strata.engine.levelgen.BlockPos.asLong(bx + 15, -10, bz), "minecraft:water", 0, 0));
        ProtoChunk.BlockEntityData chest = new ProtoChunk.BlockEntityData();
        chest.id = "minecraft:chest";
        chest.fields.put("LootTable", "minecraft:chests/abandoned_mineshaft");
        chest.fields.put("LootTableSeed", -4242L);
        c0.blockEntities().put(dev.strata.engine.levelgen.BlockPos.asLong(bx + 1, 12, bz + 2), chest);
        c0.blockEntities().put(dev.strata.engine.levelgen.BlockPos.asLong(bx + 2, 12, bz + 2), new ProtoChunk.BlockEntityData());
        c0.entities().add(CompoundBinaryTag.builder().putString("id", "minecraft:chest_minecart").build());
        int checked = 0;
        for (ProtoChunk c : around) {
            CompoundBinaryTag written = codec.encode(c);
            ProtoChunk back = g.newChunk();
            ChunkData data = ChunkCodec.decode(written);
            assertNull(ProtoChunkReader.whyNot(data));
            CompoundBinaryTag structures = reader.read(data, back);
            assertEquals(written.get("structures"), structures);
            assertEquals(written, codec.encode(back), "chunk " + c.chunkX() + " " + c.chunkZ() + " at " + c.status());
            checked++;
        }
        assertEquals(9, checked);
        int ticks = 0, entities = 0, marks = 0;
        for (ProtoChunk c : around) {
            ticks += c.blockTicks().size() + c.fluidTicks().size();
            entities += c.blockEntities().size();
            for (int s = 0; s < c.sectionCount(); s++) marks += c.postProcessing(s).length;
        }
        assertTrue(ticks > 0 && marks > 0 && entities > 0, "the chunks exercise ticks (" + ticks + ") and post-processing marks (" + marks + "); block entities "
                + entities);
        ProtoChunk back = g.newChunk();
        reader.read(ChunkCodec.decode(carvers), back);
        assertEquals(carvers, codec.encode(back), "an undecorated chunk at carvers");
    }

    @Test
    void theGamesProtoChunksAreReadWithTheirStoredHeightmaps() throws Exception {
        DimensionGenerator g = DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse("minecraft:overworld"), null, SEED);
        ProtoChunkReader reader = new ProtoChunkReader(g.biomes());
        Path folder = SharedData.root().resolve("fixtures/regions/paper-26.2/chunk/overworld/0.0");
        int read = 0, refused = 0;
        try (var files = Files.list(folder)) {
            for (Path p : files.sorted().toList()) {
                ChunkData data = ChunkCodec.decode(NbtIO.read(Files.readAllBytes(p)));
                String why = ProtoChunkReader.whyNot(data);
                if (why != null) {
                    refused++;
                    continue;
                }
                ProtoChunk c = g.newChunk();
                reader.read(data, c);
                assertEquals(data.status(), c.status());
                assertEquals(data.x(), c.chunkX());
                // the bottom layer of a 26.2 overworld chunk below biomes is bedrock
                if (!data.status().endsWith("biomes") && !data.status().endsWith("structure_starts")) {
                    int bedrock = dev.strata.regionio.block.BlockStateRegistry.vanilla().parse("bedrock");
                    assertEquals(bedrock, c.getBlock(3, -64, 5), p.toString());
                }
                read++;
            }
        }
        assertTrue(read >= 2, read + " read, " + refused + " refused");
        assertNotNull(ProtoChunkReader.whyNot(ChunkCodec.decode(NbtIO.read(Files.readAllBytes(folder.resolve("0.0.nbt"))))),
                "a full chunk is not continued");
    }
}
