package dev.strata.engine.structure.netherfossil;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.biome.BiomeRegistry;
import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.feature.DecorationRegion;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.StructureStart;
import dev.strata.engine.structure.template.IgnoredBlocks;
import dev.strata.engine.structure.template.Rotation;
import dev.strata.engine.structure.template.StructureTemplate;
import dev.strata.engine.structure.template.StructureTemplateManager;
import dev.strata.engine.testing.SharedData;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A nether fossil placed by the features step into a synthetic nether region (nine chunks around (0, 0), netherrack
 * up to y 63, air above), against {@code NetherFossilPieces}: the whole turned template of bone blocks from any
 * chunk it meets, none of its air, at most one dried ghast on its lowest layer, and no draw from the decoration
 * random.
 */
class NetherFossilPlacementTest {
    private static final int MIN_Y = 0, HEIGHT = 256;

    @Test
    void theWholeFossilFromEitherChunkItMeets() {
        BlockStates s = new BlockStates(SharedData.vanilla());
        StructureTemplate raw = StructureTemplateManager.get(s, ResourceId.parse("minecraft:nether_fossils/fossil_14"));
        StructureTemplate t = IgnoredBlocks.apply(raw, s, IgnoredBlocks.STRUCTURE_AND_AIR);
        int bones = t.palettes().get(0).size();
        assertTrue(bones > 0 && bones < raw.palettes().get(0).size(), "air is left out: " + bones + " of " + raw.palettes().get(0).size());
        // turned clockwise (x, z) -> (-z, x): at x 17 it spans x 12..17, across the border of chunks 0 and 1
        NetherFossilPiece piece = new NetherFossilPiece(t, "minecraft:nether_fossils/fossil_14", 17, 64, 5, Rotation.CLOCKWISE_90);
        BoundingBox box = piece.getBoundingBox();
        assertEquals(List.of(17 - (t.sizeZ() - 1), 64, 5, 17, 64 + t.sizeY() - 1, 5 + t.sizeX() - 1),
                Arrays.stream(box.toArray()).boxed().toList());
        StructureStart start = new StructureStart("minecraft:nether_fossil", 1, 0, 0, List.of(piece), 12);
        for (int chunkX : new int[] {0, 1}) {
            ProtoChunk[] chunks = region(s);
            DecorationRegion level = level(s, chunks, chunkX);
            LegacyRandom random = new LegacyRandom(42L);
            start.placeInChunk(level, random, StructureStart.writableArea(chunkX, 0, MIN_Y, HEIGHT), chunkX, 0);
            assertEquals(new LegacyRandom(42L).nextLong(), random.nextLong(), "the decoration random is not drawn");
            int bone = s.blockIndex("minecraft:bone_block"), ghast = s.blockIndex("minecraft:dried_ghast");
            int placed = 0, ghasts = 0;
            for (int x = 0; x < 32; x++) {
                for (int z = -16; z < 32; z++) { // inside both regions (centres 0 and 1)
                    for (int y = 60; y < 80; y++) {
                        int st = level.getBlockState(x, y, z);
                        if (s.block(st) == bone) {
                            placed++;
                            assertTrue(box.isInside(x, y, z), "bone outside the box at " + x + " " + y + " " + z);
                        } else if (s.block(st) == ghast) {
                            ghasts++;
                            assertEquals(box.minY(), y, "the dried ghast sits on the lowest layer");
                            assertTrue(box.isInside(x, y, z));
                        }
                    }
                }
            }
            assertEquals(bones, placed, "every bone block, decorating chunk " + chunkX);
            assertTrue(ghasts <= 1, ghasts + " dried ghasts");
        }
    }

    private static ProtoChunk[] region(BlockStates s) {
        ProtoChunk[] chunks = new ProtoChunk[9];
        int netherrack = s.defaultState("minecraft:netherrack");
        for (int i = 0; i < 9; i++) {
            ProtoChunk c = new ProtoChunk(MIN_Y, HEIGHT);
            chunks[i] = c;
            Arrays.fill(c.blocks(), 0, 64 << 8, netherrack);
        }
        return chunks;
    }

    private static DecorationRegion level(BlockStates s, ProtoChunk[] chunks, int centerX) {
        int id = BiomeRegistry.load(SharedData.vanilla()).id(ResourceId.parse("minecraft:soul_sand_valley"));
        DecorationRegion level = new DecorationRegion(s, 13579L, 32, MIN_Y, HEIGHT, MIN_Y, 128, (x, y, z) -> id);
        for (int dz = -1; dz <= 1; dz++) {
            for (int dx = -1; dx <= 1; dx++) {
                ProtoChunk c = chunks[(dz + 1) * 3 + dx + 1];
                c.reset(centerX + dx, dz);
                c.setStatus(ProtoChunk.STATUS_CARVERS);
                Arrays.fill(c.blocks(), 0, 64 << 8, s.defaultState("minecraft:netherrack"));
            }
        }
        level.set(centerX, 0, chunks);
        return level;
    }
}
