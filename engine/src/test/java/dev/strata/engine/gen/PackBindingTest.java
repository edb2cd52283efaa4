package dev.strata.engine.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.DataPackException;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.testing.SharedData;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link DimensionGenerator#load} binds the whole pack before anything is generated: every broken noise, reference,
 * extent, number or preset fails there with the file and JSON path, and no input depth can crash the parser.
 * Each case is a tiny pack layered over the vanilla data.
 */
class PackBindingTest {
    private static final ResourceId OVERWORLD = ResourceId.parse("minecraft:overworld");

    @TempDir
    Path tmp;

    /** A pack zip of these files, layered over the vanilla data. */
    private DataPack over(String... relAndText) throws IOException {
        Path zip = Files.createTempFile(tmp, "pack", ".zip");
        try (ZipOutputStream zo = new ZipOutputStream(Files.newOutputStream(zip))) {
            for (int i = 0; i < relAndText.length; i += 2) {
                zo.putNextEntry(new ZipEntry(relAndText[i]));
                zo.write(relAndText[i + 1].getBytes(StandardCharsets.UTF_8));
            }
        }
        return DataPack.layered(List.of(DataPack.open(zip), SharedData.vanilla()));
    }

    private String loadError(DataPack pack) {
        return assertThrows(DataPackException.class, () -> DimensionGenerator.load(pack, OVERWORLD, null, 1L)).getMessage();
    }

    private static final String RIDGES = "data/minecraft/worldgen/density_function/overworld/ridges.json";

    @Test
    void aNoiseWithoutAmplitudesFailsAtLoad() throws IOException {
        String m = loadError(over("data/minecraft/worldgen/noise/ridge.json", "{\"amplitudes\": [], \"firstOctave\": -7}"));
        assertEquals("worldgen/noise/ridge.json: amplitudes: a noise needs at least one amplitude", m);
    }

    @Test
    void anUnknownNoiseFailsAtLoadWithTheReferencesPath() throws IOException {
        String m = loadError(over(RIDGES, "{\"type\": \"minecraft:noise\", \"noise\": \"minecraft:nope\", \"xz_scale\": 1, \"y_scale\": 1}"));
        assertTrue(m.startsWith("worldgen/density_function/overworld/ridges.json: noise: unknown noise \"minecraft:nope\""), m);
    }

    @Test
    void aDimensionTypeThatDoesNotHoldTheNoiseFailsAtLoad() throws IOException {
        String m = loadError(over("data/minecraft/dimension_type/overworld.json",
                "{\"min_y\": -128, \"height\": 64, \"logical_height\": 64}"));
        assertTrue(m.startsWith("data/minecraft/dimension_type/overworld.json: the dimension's extent (min_y -128, height 64) does not "
                + "contain its noise settings' (data/minecraft/worldgen/noise_settings/overworld.json: noise: min_y -64, height 384)"), m);
    }

    @Test
    void aReferenceWithDotDotIsAnInvalidId() throws IOException {
        String m = loadError(over(RIDGES, "\"minecraft:../../../../tmp/x\""));
        assertEquals("worldgen/density_function/overworld/ridges.json: invalid identifier \"minecraft:../../../../tmp/x\" "
                + "(segment \"..\" cannot name a data pack file)", m);
    }

    @Test
    void nonFiniteNumbersAreNamedAsSuch() throws IOException {
        assertEquals("worldgen/density_function/overworld/ridges.json: a non-finite number (NaN) is not allowed",
                loadError(over(RIDGES, "NaN")));
        assertEquals("worldgen/density_function/overworld/ridges.json: argument: a non-finite number (-Infinity) is not allowed",
                loadError(over(RIDGES, "{\"type\": \"minecraft:constant\", \"argument\": -Infinity}")));
        String m = loadError(over(RIDGES, "{\"type\": \"minecraft:noise\", \"noise\": \"minecraft:ridge\", \"xz_scale\": 1e999, \"y_scale\": 1}"));
        assertTrue(m.startsWith("worldgen/density_function/overworld/ridges.json: xz_scale: a non-finite number"), m);
    }

    @Test
    void aParameterListPresetIsRead() throws IOException {
        String list = "data/minecraft/worldgen/multi_noise_biome_source_parameter_list/overworld.json";
        assertEquals(list + ": preset: expected a string, found 5", loadError(over(list, "{\"preset\": 5}")));
        assertEquals(list + ": preset: unknown multi-noise preset \"minecraft:end\" (minecraft:overworld, minecraft:nether or strata:overworld_26_1)",
                loadError(over(list, "{\"preset\": \"minecraft:end\"}")));
        // a list naming the nether preset gives the overworld nether biomes
        DimensionGenerator g = DimensionGenerator.load(over(list, "{\"preset\": \"minecraft:nether\"}"), OVERWORLD, null, 1L);
        assertTrue(g.biomes().idOrMinus1(ResourceId.parse("minecraft:nether_wastes")) >= 0);
    }

    /** {@code count} density function files, each the abs of the next; the last is a constant. */
    private DataPack chain(int count) throws IOException {
        String[] files = new String[2 * count + 2];
        for (int i = 0; i < count; i++) {
            files[2 * i] = "data/test/worldgen/density_function/chain/" + i + ".json";
            files[2 * i + 1] = i == count - 1 ? "0.25" : "{\"type\": \"minecraft:abs\", \"argument\": \"test:chain/" + (i + 1) + "\"}";
        }
        files[2 * count] = RIDGES;
        files[2 * count + 1] = "\"test:chain/0\"";
        return over(files);
    }

    @Test
    void aLongReferenceChainIsRefusedWithAClearMessage() throws IOException {
        String m = loadError(chain(1000)); // the case: a StackOverflowError before
        assertTrue(m.matches("worldgen/density_function/chain/\\d+\\.json: (argument: )?density functions and splines nest more than 256 "
                + "levels deep here .*"), m);
        // a chain well inside the limit loads (and is compiled while loading)
        DimensionGenerator.load(chain(100), OVERWORLD, null, 1L);
    }

    @Test
    void deeplyNestedJsonIsMalformedWithAShortMessage() throws IOException {
        StringBuilder json = new StringBuilder();
        for (int i = 0; i < 1000; i++) json.append("{\"type\": \"minecraft:abs\", \"argument\": ");
        json.append("0.5");
        for (int i = 0; i < 1000; i++) json.append('}');
        String m = loadError(over(RIDGES, json.toString()));
        assertTrue(m.startsWith("data/minecraft/worldgen/density_function/overworld/ridges.json: malformed JSON: Nesting limit 255"), m);
        assertTrue(m.length() < 300 && !m.contains("\n"), m);
    }

    @Test
    void aLongBiomeTagChainIsRefused() throws IOException {
        int count = 400;
        String[] files = new String[2 * count + 2];
        for (int i = 0; i < count; i++) {
            files[2 * i] = "data/test/tags/worldgen/biome/t" + i + ".json";
            files[2 * i + 1] = "{\"values\": [\"" + (i == count - 1 ? "minecraft:plains" : "#test:t" + (i + 1)) + "\"]}";
        }
        files[2 * count] = "data/minecraft/dimension/overworld.json";
        files[2 * count + 1] = "{\"type\": \"minecraft:overworld\", \"generator\": {\"type\": \"minecraft:noise\", \"settings\": "
                + "\"minecraft:overworld\", \"biome_source\": {\"type\": \"minecraft:checkerboard\", \"biomes\": \"#test:t0\"}}}";
        String m = loadError(over(files));
        assertTrue(m.contains("biome tags include each other more than 256 levels deep"), m);
    }
}
