package dev.strata.engine.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class PlanParsingTest {

    @Test
    void distanceSuffixes() {
        assertEquals(1000, Distance.parse("1000"));
        assertEquals(5000, Distance.parse("5k"));
        assertEquals(5000, Distance.parse(" 5K "));
        assertEquals(1024, Distance.parse("64c"));
        assertEquals(1024, Distance.parse("2r"));
        assertEquals(-48, Distance.parse("-3c"));
        assertEquals(7, Distance.parse("+7"));
        assertEquals(0, Distance.parse("0r"));
        assertEquals(100_000, Distance.parse("100_000"));
        assertEquals(-1_536, Distance.parse("-3R"));
        // decimals, multiplied out exactly and rounded to the nearest block, halves away from zero
        assertEquals(1500, Distance.parse("1.5k"));
        assertEquals(40, Distance.parse("2.5c"));
        assertEquals(5, Distance.parse("0.3c"));
        assertEquals(-101, Distance.parse("-100.5"));
        assertEquals(100, Distance.parse("100.49"));
        assertEquals(768, Distance.parse("1.5r"));
        assertEquals(1_000_500, Distance.parse("1_000.5k"));
        assertEquals(new Center(-101, 3), Center.parse("-100.5,2.7"));
    }

    @Test
    void distanceErrorsNameTheInput() {
        for (String bad : new String[] {"", "  ", "abc", "5x", "1.5.5k", ".5k", "1.k", "c", "--3", "5 k", "_5", "5_", "0x10", "99999999999999999999"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Distance.parse(bad), bad);
            assertTrue(e.getMessage().contains("'" + bad + "'"), e.getMessage());
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Distance.parse("1000000000000000000k"));
        assertTrue(e.getMessage().contains("too large"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Distance.parseNonNegative("-1c", "radius"));
    }

    @Test
    void center() {
        assertEquals(new Center(0, 0), Center.parse("0,0"));
        assertEquals(new Center(-48, 1024), Center.parse("-3c,2r"));
        assertEquals(new Center(5000, -5000), Center.parse("5k, -5k"));
        assertEquals(-1, new Center(-1, -16).chunkX());
        assertEquals(-1, new Center(-1, -16).chunkZ());
        assertEquals(-2, new Center(-17, 0).chunkX());
        assertEquals(new Center(-48, 1024), Center.parse(new Center(-48, 1024).toString()));
        for (String bad : new String[] {"1", "1,2,3", "a,b", "1,", ",1", "3000000000,0"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Center.parse(bad), bad);
            assertTrue(e.getMessage().contains("'" + bad + "'"), e.getMessage());
        }
    }

    @Test
    void shapeAndPattern() {
        assertEquals(Shape.ELLIPSE, Shape.parse("Ellipse"));
        assertEquals(Shape.TRIANGLE, Shape.parse("triangle"));
        assertEquals(Shape.STAR, Shape.parse(" Star "));
        assertEquals(Shape.PENTAGON, Shape.parse("pentagon"));
        assertEquals(Shape.HEXAGON, Shape.parse("hexagon"));
        String m = assertThrows(IllegalArgumentException.class, () -> Shape.parse("octagon")).getMessage();
        assertTrue(m.contains("'octagon'") && m.contains("star") && m.contains("hexagon"), m);
        assertEquals(Pattern.LOOP, Pattern.parse("Loop"));
        assertEquals(Pattern.WORLD, Pattern.parse("world"));
        assertEquals(Pattern.REGION, Pattern.parse("region"));
        assertEquals(Pattern.CONCENTRIC, Pattern.parse("CONCENTRIC"));
        assertEquals(Pattern.SPIRAL, Pattern.parse("spiral"));
        assertEquals(new Pattern.Csv(Path.of("a/b.csv")), Pattern.parse("csv:a/b.csv"));
        assertThrows(IllegalArgumentException.class, () -> Pattern.parse("csv:"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Pattern.parse("zigzag")).getMessage().contains("'zigzag'"));
    }

    @Test
    void chunkPosPacking() {
        int[] vals = {0, 1, -1, 31, 32, -32, -33, Integer.MAX_VALUE, Integer.MIN_VALUE, 1_875_000, -1_875_000};
        for (int x : vals) {
            for (int z : vals) {
                long p = ChunkPos.pack(x, z);
                assertEquals(x, ChunkPos.x(p));
                assertEquals(z, ChunkPos.z(p));
            }
        }
        assertEquals(-1, ChunkPos.region(-1));
        assertEquals(-2, ChunkPos.region(-33));
        assertEquals(31 + 31 * 32, ChunkPos.localIndex(-1, -1));
        assertEquals(ChunkPos.pack(-1, -1), ChunkPos.chunkOfLocal(-1, -1, 1023));
    }
}
