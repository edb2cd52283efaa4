package dev.strata.engine.levelgen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonParser;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.density.DensityCompiler;
import dev.strata.engine.density.DensityFunction;
import dev.strata.engine.testing.SharedData;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;

/**
 * Every climate sample the game 26.2 produced for the overworld, seed 0, with cell caches bypassed, must equal
 * ours after the game's quantization {@code (long) (value * 10000)}. Exercises random, noises, shifted noise,
 * flat caches (as pass-through), splines (depth) and the router wiring.
 */
class ClimateSampleParityTest {

    @Test
    void overworldClimateEqualsVanilla() throws Exception {
        var settings = NoiseGeneratorSettings.load(SharedData.vanilla(), ResourceId.parse("minecraft:overworld"));
        var state = new RandomState(SharedData.vanilla(), 0L, settings.legacyRandomSource());
        NoiseRouter router = NoiseRouter.compile(settings.router(), new DensityCompiler(state, DensityCompiler.DIRECT));
        DensityFunction[] fs = {router.temperature(), router.vegetation(), router.continents(), router.erosion(), router.depth(),
                router.ridges()};
        String[] names = {"temperature", "humidity", "continentalness", "erosion", "depth", "weirdness"};
        JsonArray samples = JsonParser.parseString(Files.readString(
                SharedData.fixture("biomes/multi_noise_sample_no_blend_no_beard_0_0_0.json"))).getAsJsonArray();
        int compared = 0;
        int mismatches = 0;
        StringBuilder first = new StringBuilder();
        for (JsonElement e : samples) {
            JsonArray a = e.getAsJsonArray();
            int qx = a.get(0).getAsInt(), qy = a.get(1).getAsInt(), qz = a.get(2).getAsInt();
            for (int i = 0; i < 6; i++) {
                long expected = a.get(3 + i).getAsLong();
                long actual = (long) ((float) fs[i].compute(qx * 4, qy * 4, qz * 4) * 10000.0F); // game: Climate.quantizeCoord(float)
                compared++;
                if (expected != actual) {
                    mismatches++;
                    if (first.length() < 2000) {
                        first.append(String.format("(%d,%d,%d) %s expected %d got %d%n", qx, qy, qz, names[i], expected, actual));
                    }
                }
            }
        }
        assertEquals(0, mismatches, mismatches + " of " + compared + " climate values differ:\n" + first);
    }
}
