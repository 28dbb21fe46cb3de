//! The one scoped pool the commands share: items are claimed one at a time from a shared
//! counter (a slow commit or a large file does not hold up a whole chunk of others) and
//! results are put back in item order, so the output is the same bytes whatever the number of
//! threads.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// The threads `requested` (`-j/--threads`) means: 0 is one per core, at most 8.
pub fn threads(requested: usize) -> usize {
    if requested > 0 {
        requested
    } else {
        std::thread::available_parallelism().map_or(1, usize::from).min(8)
    }
}

/// Calls `f` on every item, on up to `threads` threads (the calling thread alone for one).
pub fn for_each<T: Sync>(items: &[T], threads: usize, f: impl Fn(&T) + Sync) {
    let workers = threads.min(items.len());
    if workers < 2 {
        items.iter().for_each(f);
        return;
    }
    let states: Vec<()> = vec![(); workers];
    let _ = map(items, states, |(), item| {
        f(item);
        Ok::<(), std::convert::Infallible>(())
    });
}

/// `f` on every item, one thread per state in `states` (each thread owns one: a repository
/// handle that is `Send` but not `Sync`), results in item order. After an error no new item
/// is started; every item before it in order has been, so the error returned is the first in
/// item order, as in a serial run.
pub fn map<T: Sync, S: Send, R: Send, E: Send>(
    items: &[T],
    states: Vec<S>,
    f: impl Fn(&mut S, &T) -> Result<R, E> + Sync,
) -> Result<Vec<R>, E> {
    let next = AtomicUsize::new(0);
    let failed = AtomicBool::new(false);
    let mut done: Vec<(usize, Result<R, E>)> = std::thread::scope(|scope| {
        let workers: Vec<_> = states
            .into_iter()
            .map(|mut state| {
                let (next, failed, f) = (&next, &failed, &f);
                scope.spawn(move || {
                    let mut out = Vec::new();
                    while !failed.load(Ordering::Relaxed) {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(item) = items.get(i) else { break };
                        let result = f(&mut state, item);
                        if result.is_err() {
                            failed.store(true, Ordering::Relaxed);
                        }
                        out.push((i, result));
                    }
                    out
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|h| h.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic)))
            .collect()
    });
    done.sort_unstable_by_key(|(i, _)| *i);
    done.into_iter().map(|(_, r)| r).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_come_back_in_item_order() {
        let items: Vec<u32> = (0..500).collect();
        let doubled = map(&items, vec![(); 4], |(), &i| Ok::<_, ()>(i * 2)).unwrap();
        assert_eq!(doubled, items.iter().map(|i| i * 2).collect::<Vec<_>>());
    }

    #[test]
    fn the_first_error_in_item_order_wins() {
        let items: Vec<u32> = (0..200).collect();
        for _ in 0..20 {
            let r = map(&items, vec![(); 3], |(), &i| if i % 50 == 7 { Err(i) } else { Ok(i) });
            assert_eq!(r, Err(7));
        }
    }
}
