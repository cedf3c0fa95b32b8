// A stand-in for the parts of Point-Free's ComposableArchitecture that fixtures use, with the
// real signatures. Fixtures import it as apps built with The Composable Architecture do.
import Combine

public protocol Reducer<State, Action> {
    associatedtype State
    associatedtype Action
}

public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>
public typealias ViewStoreOf<R: Reducer> = ViewStore<R.State, R.Action>

public final class Store<State, Action> {
    public init(initialState: State) { fatalError() }
}

@dynamicMemberLookup
public final class ViewStore<ViewState, ViewAction>: ObservableObject {
    public init<State>(
        _ store: Store<State, ViewAction>,
        observe toViewState: @escaping (_ state: State) -> ViewState
    ) where ViewState: Equatable { fatalError() }

    public subscript<Value>(dynamicMember keyPath: KeyPath<ViewState, Value>) -> Value { fatalError() }

    public func send(_ action: ViewAction) {}
}
