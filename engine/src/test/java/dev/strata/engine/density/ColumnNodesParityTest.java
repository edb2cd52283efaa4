package dev.strata.engine.density;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.strata.engine.noise.BlendedNoise;
import dev.strata.engine.noise.NormalNoise;
import dev.strata.engine.random.XoroshiroRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Every compiled node type's {@code fillColumn} equals its scalar {@code compute} bit for bit, over random columns,
 * including children that produce zeros of both signs, NaN and values on both sides of choice thresholds.
 */
class ColumnNodesParityTest {

    private static List<DensityFunction> nodes() {
        NormalNoise n1 = NormalNoise.create(new XoroshiroRandom(1), -3, 1.0, 1.0, 0.5);
        NormalNoise n2 = NormalNoise.create(new XoroshiroRandom(2), -5, 1.0, 0.0, 2.0);
        DensityFunction noise = new NoiseNodes.Noise(n1, 0.25, 0.5);
        DensityFunction flat = new NoiseNodes.Noise(n2, 1.0, 0.0);
        DensityFunction grad = new ChoiceNodes.YClampedGradient(-20, 60, -1.0, 1.0);
        // zeros of both signs and NaN in places: 0.0 below y = 0, -0.0 from 10 up to 30, NaN from 100 up
        DensityFunction zeros = new ChoiceNodes.RangeChoice(grad, -0.5, 0.0, new ArithmeticNodes.Constant(0.0),
            new ChoiceNodes.RangeChoice(grad, 0.25, 0.5, new ArithmeticNodes.Constant(-0.0),
                new ChoiceNodes.RangeChoice(grad, 0.99, 2.0, new ArithmeticNodes.Constant(Double.NaN), noise)));
        List<DensityFunction> in = List.of(noise, flat, grad, zeros, new ArithmeticNodes.Constant(0.3),
            new ArithmeticNodes.Constant(1.0));
        List<DensityFunction> out = new ArrayList<>(in);
        for (DensityFunction a : in) {
            out.add(new ArithmeticNodes.Abs(a));
            out.add(new ArithmeticNodes.Square(a));
            out.add(new ArithmeticNodes.Cube(a));
            out.add(new ArithmeticNodes.HalfNegative(a));
            out.add(new ArithmeticNodes.QuarterNegative(a));
            out.add(new ArithmeticNodes.Squeeze(a));
            out.add(new ArithmeticNodes.Invert(a));
            out.add(new ArithmeticNodes.Clamp(a, -0.2, 0.3));
            out.add(new ArithmeticNodes.AddConstant(a, -0.1));
            out.add(new ArithmeticNodes.MulConstant(a, -0.0));
            out.add(new NoiseNodes.WeirdScaledSampler(a, n2, true));
            out.add(new NoiseNodes.WeirdScaledSampler(a, n1, false));
            for (DensityFunction b : in) {
                out.add(new ArithmeticNodes.Add(a, b));
                out.add(new ArithmeticNodes.Mul(a, b));
                out.add(new ArithmeticNodes.Min(a, b));
                out.add(new ArithmeticNodes.Max(a, b));
                out.add(new ChoiceNodes.RangeChoice(a, -0.1, 0.2, b, noise));
                out.add(new ChoiceNodes.IntervalSelect(a, new double[] {-0.2, 0.0, 0.3}, new DensityFunction[] {b, noise, grad, flat}));
                out.add(new NoiseNodes.ShiftedNoise(n1, a, b, flat, 0.5, 0.25));
            }
        }
        out.add(new NoiseNodes.Shift(n1, DensityFunctionDef.ShiftKind.SHIFT_A));
        out.add(new NoiseNodes.Shift(n1, DensityFunctionDef.ShiftKind.SHIFT));
        out.add(new NoiseNodes.OldBlended(BlendedNoise.create(new XoroshiroRandom(3), 0.25, 0.125, 80.0, 160.0, 8.0)));
        return out;
    }

    @Test
    void everyNodeBatchedEqualsScalar() {
        SplittableRandom r = new SplittableRandom(11);
        List<DensityFunction> nodes = nodes();
        for (int c = 0; c < 30; c++) {
            int x = r.nextBoolean() ? r.nextInt(-3000, 3000) : r.nextInt(-30_000_000, 30_000_000);
            int z = r.nextBoolean() ? r.nextInt(-3000, 3000) : r.nextInt(-30_000_000, 30_000_000);
            int dy = 1 + r.nextInt(8);
            int n = 1 + r.nextInt(60);
            int y0 = r.nextInt(-80, 120);
            double[] out = new double[n];
            for (int f = 0; f < nodes.size(); f++) {
                DensityFunction node = nodes.get(f);
                node.fillColumn(x, z, y0, dy, n, out);
                for (int i = 0; i < n; i++) {
                    double expected = node.compute(x, y0 + i * dy, z);
                    int fi = f, ii = i;
                    assertEquals(Double.doubleToRawLongBits(expected), Double.doubleToRawLongBits(out[i]),
                        () -> "node " + fi + " (" + node.getClass().getSimpleName() + ") at y " + (y0 + ii * dy));
                }
            }
        }
    }
}
