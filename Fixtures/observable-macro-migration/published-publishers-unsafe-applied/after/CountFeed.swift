import Combine

/// Names a publisher type of another value type, which no property of 'FeedModel' has.
struct CountFeed {
    let counts: Published<Int>.Publisher
}

/// Takes any publisher of queries, so it takes the one standing in for '$query' too.
struct QueryLog {
    init<P: Publisher>(queries: P) where P.Output == String, P.Failure == Never {}

    static func following(_ model: FeedModel) -> QueryLog {
        QueryLog(queries: model.queryPublisher)
    }
}
