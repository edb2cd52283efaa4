package dev.strata.engine.feature.tree.decorator;

/** Decorates a placed tree (game: {@code TreeDecorator}), drawing from the tree's random in the game's order. */
public interface TreeDecorator {
    void place(DecoratorContext context);
}
