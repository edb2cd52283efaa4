package dev.strata.engine.structure.scattered;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.WorldgenRandom;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.GenerationContext;
import dev.strata.engine.structure.GenerationStub;
import dev.strata.engine.structure.SimpleStructures;
import dev.strata.engine.structure.Structure;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructureStarts;
import dev.strata.engine.structure.StructureTypes;
import java.util.List;
import java.util.Optional;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The starts of the desert pyramid, jungle temple and swamp hut against the game's rules (no fixture start holds
 * one): the refusal below sea level (pyramid and temple: the lowest first occupied {@code WORLD_SURFACE_WG} height
 * of the footprint's corners, the far corners one block beyond the size), the stub on the chunk centre's surface,
 * one piece at the chunk's min corner and y 64 of the game's size, its direction the start random's first
 * {@code nextInt(4)}, and the saved fields.
 */
class ScatteredStartsTest {
    @ParameterizedTest
    @CsvSource({"minecraft:desert_pyramid, 21, 15, 21, minecraft:tedp", "minecraft:jungle_pyramid, 12, 10, 15, minecraft:tejp",
        "minecraft:swamp_hut, 7, 7, 9, minecraft:tesh"})
    void onePieceOfTheGamesSizeFacingTheFirstDraw(String id, int width, int height, int depth, String type) {
        StructureTypes.Loader loader = switch (type) {
            case "minecraft:tedp" -> SinglePieceStructure::desertPyramid;
            case "minecraft:tejp" -> SinglePieceStructure::jungleTemple;
            default -> SinglePieceStructure::swampHut;
        };
        Structure s = SimpleStructures.bind(id, loader);
        StructureStarts.Context level = SimpleStructures.context();
        int refused = 0, made = 0;
        for (int i = 0; i < 24; i++) {
            int cx = -200 + i * 17, cz = 40 - i * 13;
            GenerationContext c = GenerationContext.of(13579L, cx, cz, 63, -64, 384, level);
            Optional<GenerationStub> stub = s.findGenerationPoint(c);
            int x0 = cx << 4, z0 = cz << 4;
            boolean test = !type.equals("minecraft:tesh");
            int lowest = Math.min(Math.min(level.worldSurfaceWg(x0, z0) - 1, level.worldSurfaceWg(x0, z0 + depthOf(type)) - 1),
                    Math.min(level.worldSurfaceWg(x0 + widthOf(type), z0) - 1, level.worldSurfaceWg(x0 + widthOf(type), z0 + depthOf(type)) - 1));
            if (test && lowest < 63) {
                assertTrue(stub.isEmpty(), id + " at " + cx + ", " + cz + " is refused below sea level");
                refused++;
                continue;
            }
            assertTrue(stub.isPresent());
            made++;
            GenerationStub g = stub.get();
            assertEquals(List.of(x0 + 8, level.worldSurfaceWg(x0 + 8, z0 + 8) - 1, z0 + 8), List.of(g.x(), g.y(), g.z()));
            List<StructurePiece> pieces = g.piecesBuilder().build();
            assertEquals(1, pieces.size());
            StructurePiece p = pieces.get(0);
            WorldgenRandom r = new WorldgenRandom(new LegacyRandom(0L));
            r.setLargeFeatureSeed(13579L, cx, cz);
            Direction d = Direction.HORIZONTAL[r.nextInt(4)];
            assertEquals(d, p.getOrientation());
            BoundingBox b = p.getBoundingBox();
            boolean alongZ = d == Direction.NORTH || d == Direction.SOUTH;
            assertEquals(List.of(x0, 64, z0, x0 + (alongZ ? width : depth) - 1, 64 + height - 1, z0 + (alongZ ? depth : width) - 1),
                    List.of(b.minX(), b.minY(), b.minZ(), b.maxX(), b.maxY(), b.maxZ()));
            CompoundBinaryTag tag = p.createTag();
            assertEquals(type, tag.getString("id"));
            assertEquals(List.of(width, height, depth, -1), List.of(tag.getInt("Width"), tag.getInt("Height"), tag.getInt("Depth"), tag.getInt("HPos")));
        }
        assertTrue(made > 0, "some starts made");
        if (!type.equals("minecraft:tesh")) assertTrue(refused > 0, "some starts refused below sea level");
    }

    private static int widthOf(String type) {
        return type.equals("minecraft:tedp") ? 21 : 12;
    }

    private static int depthOf(String type) {
        return type.equals("minecraft:tedp") ? 21 : 15;
    }
}
