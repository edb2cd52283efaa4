package dev.strata.engine.feature.tree.decorator;

import dev.strata.engine.feature.stateproviders.BlockStateProvider;
import dev.strata.engine.feature.tree.Providers;
import java.util.List;
import dev.strata.engine.feature.tree.Direction;
import dev.strata.engine.feature.tree.Pos;
import dev.strata.engine.random.RandomSource;

/**
 * Game: {@code AlterGroundDecorator} (podzol under giant spruces, mud...): around each lowest trunk or root block,
 * four circles at the corners and five tries on the 8 x 8 ring; in each column from 2 above to 3 below, the first
 * position the provider has a state for (its optional state) is replaced, stopping below at a non-air block.
 */
public record AlterGroundDecorator(BlockStateProvider provider) implements TreeDecorator {
    @Override
    public void place(DecoratorContext c) {
        List<Pos> positions = c.lowestTrunkOrRoot();
        if (positions.isEmpty()) return;
        int minY = positions.get(0).y();
        for (Pos pos : positions) {
            if (pos.y() != minY) continue;
            placeCircle(c, pos.offset(-1, 0, -1));
            placeCircle(c, pos.offset(2, 0, -1));
            placeCircle(c, pos.offset(-1, 0, 2));
            placeCircle(c, pos.offset(2, 0, 2));
            for (int i = 0; i < 5; i++) {
                int placement = c.random.nextInt(64);
                int xx = placement % 8, zz = placement / 8;
                if (xx == 0 || xx == 7 || zz == 0 || zz == 7) placeCircle(c, pos.offset(-3 + xx, 0, -3 + zz));
            }
        }
    }

    private void placeCircle(DecoratorContext c, Pos pos) {
        for (int xx = -2; xx <= 2; xx++) {
            for (int zz = -2; zz <= 2; zz++) {
                if (Math.abs(xx) == 2 && Math.abs(zz) == 2) continue;
                placeBlockAt(c, pos.offset(xx, 0, zz));
            }
        }
    }

    private void placeBlockAt(DecoratorContext c, Pos pos) {
        for (int dy = 2; dy >= -3; dy--) {
            Pos cursor = pos.above(dy);
            int s = Providers.optionalState(provider, c.level, c.random, cursor);
            if (s >= 0) {
                c.setBlock(cursor, s);
                break;
            }
            if (!c.isAir(cursor) && dy < 0) break;
        }
    }
}
