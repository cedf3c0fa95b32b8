import Combine

public enum Mode {
    case off, recording
}

/// A module that cannot see the app's store requires the parameter's type.
public protocol ModeSubscriber {
    func subscribe(to publisher: Published<Mode>.Publisher)
}
