package dev.strata.engine.noise;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.strata.engine.random.PositionalRandomFactory;
import dev.strata.engine.random.XoroshiroRandom;
import dev.strata.engine.testing.SharedData;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Golden parity with the vanilla 26.2 climate sampler (seed 0): temperature, humidity (vegetation),
 * continentalness, erosion and weirdness (ridges) are all {@code shifted_noise} over {@code shift_x}/{@code shift_z}
 * of the {@code offset} noise, so they exercise the whole chain Xoroshiro seeding, forkPositional, MD5 ids,
 * modern PerlinNoise octaves, ImprovedNoise and NormalNoise, against values the game produced.
 */
class ClimateNoiseParityTest {


    private static NoiseParameters params(String name) throws IOException {
        Path p = SharedData.vanillaFolder().resolve("data/minecraft/worldgen/noise/" + name + ".json");
        JsonObject o = JsonParser.parseString(Files.readString(p)).getAsJsonObject();
        JsonArray a = o.getAsJsonArray("amplitudes");
        double[] amps = new double[a.size()];
        for (int i = 0; i < amps.length; i++) {
            amps[i] = a.get(i).getAsDouble();
        }
        return new NoiseParameters(o.get("firstOctave").getAsInt(), amps);
    }

    /** {@code Climate.quantizeCoord((float) value)}. */
    private static long quantize(double value) {
        return (long) ((float) value * 10000.0F);
    }

    @Test
    void overworldSeed0ClimateMatchesVanilla() throws IOException {
        Path fixture = SharedData.fixture("biomes/multi_noise_sample_no_blend_no_beard_0_0_0.json");
        PositionalRandomFactory factory = new XoroshiroRandom(0L).forkPositional();
        NormalNoise offset = Noises.instantiate(factory, "minecraft:offset", params("offset"));
        String[] names = {"temperature", "vegetation", "continentalness", "erosion", "ridge"};
        int[] columns = {3, 4, 5, 6, 8};
        NormalNoise[] noises = new NormalNoise[names.length];
        for (int i = 0; i < names.length; i++) {
            noises[i] = Noises.instantiate(factory, "minecraft:" + names[i], params(names[i]));
        }
        JsonArray samples = JsonParser.parseString(Files.readString(fixture)).getAsJsonArray();
        int checked = 0;
        for (JsonElement e : samples) {
            JsonArray s = e.getAsJsonArray();
            int x = s.get(0).getAsInt() * 4;
            int y = s.get(1).getAsInt() * 4;
            int z = s.get(2).getAsInt() * 4;
            double shiftX = offset.getValue(x * 0.25, 0.0 * 0.25, z * 0.25) * 4.0;   // shift_a
            double shiftZ = offset.getValue(z * 0.25, x * 0.25, 0.0 * 0.25) * 4.0;   // shift_b
            for (int i = 0; i < names.length; i++) {
                double v = noises[i].getValue(x * 0.25 + shiftX, y * 0.0 + 0.0, z * 0.25 + shiftZ);
                String what = names[i] + " at block " + x + "," + y + "," + z;
                assertEquals(s.get(columns[i]).getAsLong(), quantize(v), what);
            }
            checked++;
        }
        assertEquals(samples.size(), checked);
    }
}
